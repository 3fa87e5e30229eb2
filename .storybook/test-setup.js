// Each story file's set-up: the test-runner's hooks from test-runner.ts, as the runner's own jest-setup.js installs
// them, without loading the whole runner into every file again (about a second a file; test-environment.js holds
// the runner's functions the tests call).
import config from './test-runner.ts';

config.setup();
globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
globalThis.__sbCollectCoverage = false;
