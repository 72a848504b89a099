/**
 * One idempotency key per user action (DESIGN §4): a resubmission of the same details after a failure
 * or a lost answer reuses the key, so the server moves the money at most once; changed details are a
 * new action with a new key (the old key with other details would be refused with 409).
 */
export interface ActionKeys {
  /** The key for a submission with these details. */
  keyFor(details: unknown): string;
  /** The action succeeded: the next submission is a new action. */
  done(): void;
}

export function actionKeys(makeKey: () => string = () => crypto.randomUUID()): ActionKeys {
  let current: { key: string; details: string } | undefined;
  return {
    keyFor(details) {
      const signature = JSON.stringify(details);
      if (current?.details !== signature) current = { key: makeKey(), details: signature };
      return current.key;
    },
    done() {
      current = undefined;
    },
  };
}
