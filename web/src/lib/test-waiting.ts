import { configure } from '@testing-library/dom';

/**
 * How long a `findBy…` or `waitFor` waits for the page to show what it expects. Testing Library's 1 s is
 * too short when the browser tests share two cores with the server suites: a page that answers in time on
 * a phone then fails only because the test runner was busy. A page that never shows it still fails.
 */
configure({ asyncUtilTimeout: 5_000 });
