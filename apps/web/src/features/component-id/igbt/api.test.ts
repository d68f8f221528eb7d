import { describe, expect, it } from 'vitest';
import { igbtQuery } from './api';

describe('igbtQuery', () => {
  it('sends the text only with at least 2 characters after trimming (SPEC section 5)', () => {
    expect(igbtQuery(' K ', '', '', '', 1).q).toBe('');
    expect(igbtQuery(' K4 ', '', '', '', 1).q).toBe('K4');
  });
  it('passes the ratings trimmed and asks for the page as skip/limit', () => {
    expect(igbtQuery('', ' 1200 ', '40', 'TO-247 ', 2)).toEqual({
      q: '',
      voltage: '1200',
      current: '40',
      package_type: 'TO-247',
      skip: 20,
      limit: 20,
    });
  });
});
