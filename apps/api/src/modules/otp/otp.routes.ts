import { otpApi as api } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { coreOrg, requireOrganization } from '../../platform/organizations.ts';
import type { OtpService } from '../../platform/otp.ts';
import { route } from '../../platform/routes.ts';

export const otpRoutes = (otp: OtpService, db: Db) => [
  route(api.sendOtp, async ({ body, user, actor }) => {
    const org = coreOrg(await requireOrganization(db, body.organizationId));
    return otp.send(
      { org, phone: body.phone, operation: body.operation, customerId: body.customerId },
      user,
      actor,
    );
  }),
];
