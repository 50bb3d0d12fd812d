/** A layer's mutation score and its surviving (or uncovered) mutants, one `path:line:column status mutator` line each. */
export interface LayerScore {
  detected: number;
  undetected: number;
  score: number;
  survivors: string[];
}
export declare const thresholds: Readonly<Record<string, number>>;
export declare function scoresByLayer(report: { files: Record<string, { mutants: readonly unknown[] }> }): Record<string, LayerScore | undefined>;
