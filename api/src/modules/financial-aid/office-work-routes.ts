/** Work shared among the financial aid officers on an application (assignment, notes, presence): staff/shared-work. */
import type { FastifyInstance } from 'fastify';
import { registerSharedWorkRoutes } from '../../staff/shared-work/routes';
import { findAidApplicationForOffice } from './office-store';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

export default async function aidOfficeWorkRoutes(app: FastifyInstance): Promise<void> {
  registerSharedWorkRoutes(app, {
    officersUrl: '/api/office/financial-aid/officers',
    prefix: '/api/office/financial-aid/applications/:id',
    prefixParams: idParams,
    tag: 'office: financial aid',
    formKind: 'FINANCIAL_AID',
    role: 'FINANCIAL_AID',
    resolveFormId: async (request) => (await findAidApplicationForOffice(app.db, (request.params as { id?: unknown }).id)).id,
  });
}
