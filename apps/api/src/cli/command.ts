/** What a command refuses to do, said to the operator as it is, with its exit code. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Runs a command: its exit code, or a refusal's message on standard error and its code. */
export function runCommand(what: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Refused ? err.message : `${what} failed: ${(err as Error).message}`);
      process.exit(err instanceof Refused ? err.exitCode : 1);
    },
  );
}
