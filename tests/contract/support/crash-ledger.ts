/**
 * What the crash-safety test expects to find after a restart: every write the server acknowledged
 * (a 2xx received), kept across kill/restart cycles. A property with a request still in flight
 * when the server was killed is uncertain (that write may or may not have committed): `pending`
 * names it, and the checks accept either outcome for it, and only for it.
 */
export interface Tracked {
  pending: Set<string>;
}

export interface SubmissionExpect extends Tracked {
  ticket: string;
  id: string;
  revisionCode: string;
  /** Workflow events acknowledged (each action and each correction adds one). */
  events: number;
  /** SHA-256 of every answer file acknowledged, across versions. */
  fileShas: string[];
  letterSha?: string;
}

export interface UserExpect extends Tracked {
  email: string;
  cycle: number;
  exists: boolean;
  role?: string;
  kementerian?: string | null;
  name?: string;
  password: string;
  pendingPassword?: string;
  session?: { cookie: string; valid: boolean };
}

export interface FieldExpect extends Tracked {
  id: string;
  exists: boolean;
  label: string;
  pendingLabel?: string;
}

export interface Ledger {
  cycle: number;
  submissions: SubmissionExpect[];
  users: Map<string, UserExpect>;
  fields: Map<string, FieldExpect>;
  /** The last acknowledged order of the form's questions, and one in flight. */
  order?: { ids: string[]; pending?: string[] };
  /** Acknowledged writes by route ("POST /api/berkas/intake"), over the whole test. */
  acked: Map<string, number>;
}

export const newLedger = (): Ledger => ({
  cycle: 0,
  submissions: [],
  users: new Map(),
  fields: new Map(),
  acked: new Map(),
});

/** Runs one write that changes `property` of `record`: uncertain until it is acknowledged. */
export async function changing<T>(
  record: Tracked,
  property: string,
  write: () => Promise<T>,
): Promise<T> {
  record.pending.add(property);
  const result = await write();
  record.pending.delete(property);
  return result;
}
