import { describe, expect, it } from 'vitest';
import { storeViews } from '../../domain/store-view/store-views';
import { emptyAuthValues, validateAuth } from './auth-form';

const registration = { ...emptyAuthValues, email: 'li.bo@example.nl', password: 'Zomer2026!', repeatPassword: 'Zomer2026!' };

describe('registration names (cart spec §5: "name at least 3 letters (some store views 1 or 2)")', () => {
  it('Li Bo registers in every store view of this shop', () => {
    for (const view of Object.values(storeViews)) {
      expect(validateAuth('register', { ...registration, firstName: 'Li', lastName: 'Bo' }, view.forms.nameMinLetters)).toEqual({});
    }
  });

  it("below the store view's minimum the message names that minimum", () => {
    expect(validateAuth('register', { ...registration, firstName: 'L', lastName: 'Bo' }, storeViews.nl.forms.nameMinLetters)).toEqual({
      firstName: { id: 'name-too-short', params: { min: 2 } },
    });
    expect(validateAuth('register', { ...registration, firstName: 'Li', lastName: 'Bo' }, 3).firstName).toEqual({ id: 'name-too-short', params: { min: 3 } });
  });
});
