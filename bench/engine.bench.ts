/** Entry for bench/run.ts: the engine benchmark of bench/engine.ts. */
import { formatResults, runEngineBench } from './engine.ts';

export default function run(): void {
  console.log(formatResults(runEngineBench()));
}
