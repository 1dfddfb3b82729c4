// A Playwright reporter that prints, at the end of a run, how many documents the tests loaded:
// the sum of the `page-loads` annotation the fixture (fixtures.mjs) leaves on each test. A page
// load costs about 2 s of CPU on a 2-core machine, so this count is what to watch as tests are
// added; scripts/test.mjs prints the same sum in its summary, read from the JSON report.

/** The page loads a test's last result recorded (0 for a test that made none or did not run). */
export function pageLoadsOf(annotations = []) {
  return annotations
    .filter((annotation) => annotation.type === 'page-loads')
    .reduce((sum, annotation) => sum + Number(annotation.description), 0);
}

export default class PageLoadsReporter {
  loads = 0;
  tests = 0;

  onTestEnd(test, result) {
    this.tests += 1;
    this.loads += pageLoadsOf(result.annotations ?? test.annotations);
  }

  onEnd() {
    console.log(`page loads: ${this.loads} in ${this.tests} tests`);
  }

  printsToStdio() {
    return true;
  }
}
