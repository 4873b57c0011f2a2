/**
 * The project's name (project_name): CII states a project (BT-11) with a name its schema requires
 * (SpecifiedProcuringProject/Name; the writer says "Project reference" when none is given), and
 * documents name it ("Projekt"). UBL's cac:ProjectReference has the identifier alone: NOT_CARRIED
 * there and in a CII profile without BT-11 (MINIMUM, BASIC WL, BASIC); FatturaPA warns instead
 * (fatturapa-carriage.ts), KSeF has no place (ksef-carriage.ts).
 */
import { emits } from '../../syntax/cii/index.js';
import { blank, writtenCiiProfile, type CheckContext } from './context.js';
import { IssueCode } from './issues.js';

const PATH = '$.invoice.project_name';

export function checkProjectName(ctx: CheckContext): void {
  const inv = ctx.invoice;
  if (blank(inv.projectName) || ctx.out.has(PATH)) return;
  if (ctx.syntax === 'none' || ctx.syntax === 'fatturapa' || ctx.syntax === 'ksef') return;
  if (blank(inv.projectReference)) {
    ctx.out.add(
      PATH,
      IssueCode.INVALID_VALUE,
      'project_name is the name of the project project_reference (BT-11) identifies: give the reference, or leave the name out',
    );
    return;
  }
  const profile = ctx.syntax === 'cii' ? writtenCiiProfile(ctx) : undefined;
  if (profile && emits('BT-11', profile)) return;
  ctx.out.add(
    PATH,
    IssueCode.NOT_CARRIED,
    `${profile ? `profile ${profile} states no project` : `format ${ctx.format} states a project by its identifier alone (cac:ProjectReference)`}: the project's name is written in CII (cii, facturx, zugferd, xrechnung with syntax cii) from profile en16931; leave project_name out`,
  );
}
