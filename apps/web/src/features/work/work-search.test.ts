import { describe, expect, it } from 'vitest';
import { validateWorkSearch, workQueryOf } from './work-search';

const ORG = '0d0d0d0d-0000-4000-8000-000000000001';

describe('the /work address', () => {
  it('reads paging, order and every filter', () => {
    const search = validateWorkSearch({
      page: '2',
      size: 20,
      sort: 'waitingSince,desc',
      area: 'CardRequisition',
      organizationId: ORG,
      slaState: 'Breached',
      assignee: 'me',
      hide: 'madeBy',
    });
    expect(search).toEqual({
      page: 2,
      size: 20,
      sort: 'waitingSince,desc',
      area: 'CardRequisition',
      organizationId: ORG,
      slaState: 'Breached',
      assignee: 'me',
      hide: 'madeBy',
    });
    expect(workQueryOf(search)).toEqual({
      page: 2,
      size: 20,
      sort: 'waitingSince,desc',
      area: 'CardRequisition',
      organizationId: ORG,
      slaState: 'Breached',
      assignee: 'me',
    });
  });

  it('drops what it does not know, rather than failing the screen', () => {
    expect(
      validateWorkSearch({
        page: -1,
        sort: 'madeBy',
        area: 'Loan',
        organizationId: 'dahab',
        slaState: 'Late',
        assignee: 'everyone',
      }),
    ).toEqual({});
  });

  it('asks oldest first, page 0 of 10, when the address says nothing', () => {
    expect(workQueryOf(validateWorkSearch({}))).toEqual({
      page: 0,
      size: 10,
      sort: 'waitingSince',
      area: undefined,
      organizationId: undefined,
      slaState: undefined,
      assignee: undefined,
    });
  });
});
