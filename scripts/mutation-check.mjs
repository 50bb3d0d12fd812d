// Holds each mutated layer to its own mutation score (Stryker has one break threshold for a whole run) and names the
// mutants that survived, last, so a failing `npm test` ends with what to look at.
// Usage: node scripts/mutation-check.mjs [reports/mutation/mutation.json]
import { readFileSync } from 'node:fs';

export const thresholds = { domain: 90, application: 80 };

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Score per top-level folder, as Stryker counts it: detected / (detected + undetected), in percent. */
export function scoresByLayer(report) {
  const layers = {};
  for (const [path, file] of Object.entries(report.files)) {
    const layer = path.replace(/^\.?\/?/, '').split('/')[0];
    const tally = (layers[layer] ??= { detected: 0, undetected: 0, survivors: [] });
    for (const mutant of file.mutants) {
      if (DETECTED.has(mutant.status)) tally.detected += 1;
      else if (UNDETECTED.has(mutant.status)) {
        tally.undetected += 1;
        const { line, column } = mutant.location.start;
        tally.survivors.push(
          `${path}:${line}:${column} ${mutant.status} ${mutant.mutatorName}${mutant.replacement === undefined ? '' : ` → ${oneLine(mutant.replacement)}`}`,
        );
      }
    }
  }
  for (const tally of Object.values(layers)) {
    const total = tally.detected + tally.undetected;
    tally.score = total === 0 ? 100 : (100 * tally.detected) / total;
  }
  return layers;
}

const oneLine = (text) => (text.length > 60 ? `${text.slice(0, 57)}…` : text).replace(/\s+/g, ' ');

function main() {
  const file = process.argv[2] ?? 'reports/mutation/mutation.json';
  const layers = scoresByLayer(JSON.parse(readFileSync(file, 'utf8')));
  const failing = [];
  for (const [layer, minimum] of Object.entries(thresholds)) {
    const tally = layers[layer];
    if (tally === undefined) {
      failing.push(`${layer}: no mutants in the report`);
      continue;
    }
    const verdict = tally.score >= minimum ? 'ok' : 'BELOW';
    console.log(
      `${layer.padEnd(12)} ${tally.score.toFixed(2)} % (threshold ${minimum} %, ${tally.detected} detected, ${tally.undetected} survived or uncovered) ${verdict}`,
    );
    if (tally.score < minimum) failing.push(`${layer}: ${tally.score.toFixed(2)} % < ${minimum} %`);
  }
  if (failing.length > 0) {
    console.log('\nSurviving mutants of the layers below their threshold:');
    for (const [layer] of Object.entries(thresholds)) {
      const tally = layers[layer];
      if (tally !== undefined && tally.score < thresholds[layer]) for (const line of tally.survivors) console.log(`  ${line}`);
    }
    console.log(`\nMutation score below threshold: ${failing.join('; ')}`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
