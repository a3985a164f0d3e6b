/** Work shared among the scholarships officers on an application (assignment, notes, presence): staff/shared-work. */
import type { FastifyInstance } from 'fastify';
import { registerSharedWorkRoutes } from '../../staff/shared-work/routes';
import { idParams } from './application-routes';
import { findApplicationForOffice } from './office-store';

export default async function scholarshipOfficeWorkRoutes(app: FastifyInstance): Promise<void> {
  registerSharedWorkRoutes(app, {
    officersUrl: '/api/office/scholarship/officers',
    prefix: '/api/office/scholarship/applications/:id',
    prefixParams: idParams,
    tag: 'office: scholarships',
    formKind: 'SCHOLARSHIP',
    role: 'SCHOLARSHIPS',
    resolveFormId: async (request) => (await findApplicationForOffice(app.db, (request.params as { id?: unknown }).id)).id,
  });
}
