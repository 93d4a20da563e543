/**
 * Collects what would take a server process down: an unhandled rejection or an uncaught exception
 * (main.ts shuts down on either). A fault test asserts the list stays empty.
 */
export function watchProcessFailures() {
  const failures: string[] = [];
  const onRejection = (reason: unknown): void => {
    failures.push(`unhandled rejection: ${String(reason)}`);
  };
  const onException = (error: Error): void => {
    failures.push(`uncaught exception: ${error.message}`);
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return {
    failures,
    stop(): void {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onException);
    },
  };
}
