export { DirectoryClients } from './directory-client.ts';
export { directoryRoutes } from './directory.routes.ts';
export { DirectorySignIn } from './directory.service.ts';
