// Checked by tsc in npm test (scripts/test.mjs, stage "types"): the generated declarations
// (dist/pe-core.d.mts, dist/pe-explorer.d.ts) describe the API as a TypeScript user calls it.
// Lines marked @ts-expect-error must stay errors: a declaration that accepted them would be wrong.
import { type Core, loadCore, simdSupported } from '../../dist/pe-core.mjs';
import type { PeExplorer } from '../../dist/pe-explorer.js';

export async function use(): Promise<number> {
  const core: Core = await loadCore({ simd: simdSupported() ? 'auto' : false });
  const matrix: Float32Array = core.encode({ positions: 4, dModel: 8, layout: 'concatenated' });
  const steps = core.steps({ pos: 3, dModel: 4 });
  const first: number = steps[0].angle + steps[0].value;
  const fn: string = steps[0].fn;
  const shift = core.shift({ pos: 3, k: 2, dModel: 8 });
  const blockCos: number = shift.blocks[0].cos;
  const buckets: Int32Array = core.t5Buckets({ positions: 8 }).buckets;
  const bucket: number = core.t5Bucket({ relativePosition: -5 });
  const presets = core.presets();
  const library: string = presets[0].library;
  const extension = core.extension({ method: 'yarn', dModel: 128 });
  const gamma: number = extension.pairs[0].gamma;
  const rotated: Float64Array = core.ropeRotate({ x: [1, 0, 1, 0], pos: 3 });
  const kept = core.createMatrix({ positions: 2, dModel: 4 });
  core.encodeInto({ positions: 2, dModel: 4 }, kept.array);
  kept.free();
  const limit: number = core.limits.maxDModel;
  const rule: string = core.parameters.dModel.rule;
  const element: PeExplorer | null = document.querySelector('pe-explorer');

  // @ts-expect-error layout is one of two names
  core.encode({ positions: 4, dModel: 8, layout: 'diagonal' });
  // @ts-expect-error dModel is required
  core.steps({ pos: 3 });
  // Practice (issue 19): an exercise's shape, a mark's verdict, the kinds as a union.
  const question = core.exercise({ exerciseKind: 'alibi-slope', seed: 7 });
  const mistakeId: string = question.mistakes[0].id;
  const verdict: string = core.markAnswer({
    exerciseKind: question.kind as 'alibi-slope',
    seed: 7,
    answer: '1/64',
  }).verdict;
  const read: boolean = core.parseAnswer({ answer: 'pi/4' }).ok;
  const setSize = core.practiceSet({ seed: 1, count: 3, exerciseKinds: ['t5-bucket'] }).length;
  // @ts-expect-error not a kind
  core.exercise({ exerciseKind: 'alibi', seed: 7 });
  // @ts-expect-error the answer is text
  core.parseAnswer({ answer: 0.5 });
  // @ts-expect-error a result field that does not exist
  core.shift({ pos: 3, k: 2, dModel: 8 }).missing;

  return (
    matrix.length +
    first +
    fn.length +
    blockCos +
    buckets.length +
    bucket +
    library.length +
    gamma +
    rotated[0] +
    limit +
    rule.length +
    mistakeId.length +
    verdict.length +
    (read ? 1 : 0) +
    setSize +
    question.answer +
    (element ? 1 : 0)
  );
}
