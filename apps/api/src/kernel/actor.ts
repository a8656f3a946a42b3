/** Who a change is made by: the signed-in user, and the real person behind a view-as session. */
export interface Actor {
  userName: string;
  actorName?: string | undefined;
  address?: string | undefined;
  /** When the change is made: the injected clock's time, read once per request. */
  at: Date;
}
