export { sandboxRoutes } from './sandbox.routes.ts';
export { SandboxService } from './sandbox.service.ts';
