export { DirectoryClients } from './directory-client.ts';
export { DirectoryLogout } from './directory-logout.ts';
export { DirectoryMappings } from './directory-mappings.service.ts';
export { directoryMappingRoutes, directoryRoutes } from './directory.routes.ts';
export { DirectorySignIn } from './directory.service.ts';
