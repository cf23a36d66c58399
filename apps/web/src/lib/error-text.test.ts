import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorCode, errorText } from './error-text';

let t: TFunction;
beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['translation', 'bids', 'marketplace'],
    resources: {
      en: {
        translation: {
          failed: 'Could not save.',
          errors: {
            network: 'No connection.',
            server: 'Server trouble.',
            validation: 'Check the form.',
            tooSoon: 'Wait {{seconds}} s.',
            locked: 'Locked for {{hours}} h.',
            otpWrong_one: 'Wrong code. {{count}} try left.',
            otpWrong_other: 'Wrong code. {{count}} tries left.',
          },
          fields: { mobile: 'Enter 10 digits.' },
        },
        bids: { errors: { duplicate: 'You already bid on this.' } },
        marketplace: {
          errors: {
            noTruck: 'Add a truck first.',
            paperRejected: { rc: "Truck {{reg_number}}'s RC Book was rejected." },
          },
          failed: 'Could not post the truck.',
        },
      },
    },
  });
  t = i18n.t;
});

const refused = (status: number, body: Partial<NonNullable<ApiError['body']>>) =>
  new ApiError(status, { error: 'x', message: 'Server says no', ...body });

describe('errorText: the one text of a failed call', () => {
  it('names the first field rule that failed, before the overall reason', () => {
    const error = refused(400, {
      code: 'errors.validation',
      issues: [{ path: 'mobile', code: 'fields.mobile', message: 'bad' }],
    });
    expect(errorText(t, error, 'failed')).toBe('Enter 10 digits.');
  });

  it('names the server reason, with the wait, the hours and the tries left filled in', () => {
    expect(errorText(t, refused(429, { code: 'errors.tooSoon', retry_after: 25 }), 'failed')).toBe(
      'Wait 25 s.',
    );
    expect(errorText(t, refused(429, { code: 'errors.locked', retry_after: 7200 }), 'failed')).toBe(
      'Locked for 2 h.',
    );
    const wrong = new ApiError(400, { message: 'x', code: 'errors.otpWrong', attempts_left: 1 } as never);
    expect(errorText(t, wrong, 'failed')).toBe('Wrong code. 1 try left.');
  });

  it('reads prefixed codes of another namespace, and codes of the screen namespaces it is given', () => {
    expect(errorText(t, refused(409, { code: 'bids:errors.duplicate' }), 'failed')).toBe(
      'You already bid on this.',
    );
    expect(errorText(t, refused(409, { code: 'errors.noTruck' }), 'failed', ['marketplace'])).toBe(
      'Add a truck first.',
    );
  });

  it('names the truck a refusal is about (decision 069)', () => {
    const held = refused(409, { code: 'marketplace:errors.paperRejected.rc', reg_number: 'MH12AB1234' });
    expect(errorText(t, held, 'failed')).toBe("Truck MH12AB1234's RC Book was rejected.");
  });

  it('says "no connection" when the call never got an answer', () => {
    expect(
      errorText(t, new ApiError(0, { code: 'errors.network', message: 'Network error' }), 'failed'),
    ).toBe('No connection.');
  });

  it('shows the server message for a named reason without a text here', () => {
    expect(errorText(t, refused(409, { code: 'errors.somethingNew' }), 'failed')).toBe('Server says no');
  });

  it("shows a new field rule's own message, without the field's path the overall message starts with", () => {
    const error = refused(400, {
      code: 'errors.validation',
      message: 'price_basis: मोलभाव, प्रति ट्रक या प्रति टन चुनें।',
      issues: [
        {
          path: 'price_basis',
          code: 'bids:validation.somethingNew',
          message: 'मोलभाव, प्रति ट्रक या प्रति टन चुनें।',
        },
      ],
    });
    expect(errorText(t, error, 'failed')).toBe('मोलभाव, प्रति ट्रक या प्रति टन चुनें।');
  });

  it('falls back to the screen text for generic codes, 5xx and anything else', () => {
    expect(errorText(t, refused(400, { code: 'errors.validation' }), 'failed')).toBe('Could not save.');
    expect(errorText(t, refused(500, { code: 'errors.server' }), 'failed')).toBe('Could not save.');
    expect(errorText(t, refused(502, { code: 'errors.somethingNew' }), 'failed')).toBe('Could not save.');
    expect(errorText(t, new Error('boom'), 'failed')).toBe('Could not save.');
    expect(errorText(t, new Error('boom'), 'failed', ['marketplace'])).toBe('Could not post the truck.');
  });

  it('gives the code of a failed call', () => {
    expect(errorCode(refused(409, { code: 'bids:errors.duplicate' }))).toBe('bids:errors.duplicate');
    expect(errorCode(new Error('boom'))).toBeUndefined();
  });
});
