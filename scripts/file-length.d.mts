export declare const MAX_LINES: number;
export declare function overLongFiles(root: string): { path: string; lines: number }[];
