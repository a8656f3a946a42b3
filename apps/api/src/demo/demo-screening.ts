import type { Db } from '../db/client.ts';
import { RecordScreening, ScreeningService } from '../modules/screening/index.ts';

/** The demo's records are screened as the API screens them: against the lists in force, if any. */
export const demoScreening = (db: Db) => new RecordScreening({ db, screening: new ScreeningService({ db }) });
