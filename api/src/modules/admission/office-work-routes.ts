/** Work shared among the admissions officers on an application (assignment, notes, presence): staff/shared-work. */
import type { FastifyInstance } from 'fastify';
import { registerSharedWorkRoutes } from '../../staff/shared-work/routes';
import { findApplicationForOffice } from './office-application';
import { numberParams } from './route-params';

export default async function admissionOfficeWorkRoutes(app: FastifyInstance): Promise<void> {
  registerSharedWorkRoutes(app, {
    officersUrl: '/api/office/admission/officers',
    prefix: '/api/office/admission/applications/:applicationNumber',
    prefixParams: numberParams,
    tag: 'office: admissions',
    formKind: 'ADMISSION',
    role: 'ADMISSIONS',
    resolveFormId: async (request) => (await findApplicationForOffice(app.db, (request.params as { applicationNumber: string }).applicationNumber)).id,
  });
}
