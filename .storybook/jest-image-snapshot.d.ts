// jest-image-snapshot ships no types, and @types/jest-image-snapshot would put jest's globals in every workspace.
declare module 'jest-image-snapshot' {
  import type { MatcherFunction } from 'expect';

  export interface MatchImageSnapshotOptions {
    customSnapshotsDir?: string;
    customSnapshotIdentifier?: string;
    failureThreshold?: number;
    failureThresholdType?: 'pixel' | 'percent';
    customDiffConfig?: { threshold?: number; includeAA?: boolean };
  }

  const jestImageSnapshot: {
    configureToMatchImageSnapshot(options: MatchImageSnapshotOptions): MatcherFunction<[MatchImageSnapshotOptions?]>;
  };
  export default jestImageSnapshot;
}
