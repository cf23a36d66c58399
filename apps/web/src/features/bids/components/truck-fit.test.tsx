import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fleetFit, type OwnTruck, type TruckPaperState } from '@lorrybazaar/contract';
import enBids from '@lorrybazaar/contract/locales/en/bids.json';
import enTranslation from '@lorrybazaar/contract/locales/en/translation.json';
import hiBids from '@lorrybazaar/contract/locales/hi/bids.json';
import hiTranslation from '@lorrybazaar/contract/locales/hi/translation.json';
import { BIDS_NS } from '#config/i18n-namespaces';
import { paths } from '#config/paths';
import { HeldTrucks, NoTruckToBid } from './truck-fit';
import { testI18n } from '../../../test/i18n';

const LOCALES = {
  en: { [BIDS_NS]: enBids, translation: enTranslation },
  hi: { [BIDS_NS]: hiBids, translation: hiTranslation },
};

function show(lng: keyof typeof LOCALES, ui: ReactNode) {
  render(
    <I18nextProvider i18n={testI18n(lng, LOCALES[lng])}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

const paper = (status: TruckPaperState['status']): TruckPaperState => ({
  status,
  reason: status === 'rejected' ? 'expired' : null,
});

/** One of Your Trucks as the bid modal reads it (getTrucksByUserId). */
const truck = (id: string, papers: OwnTruck['papers'], tonnes = 25): OwnTruck =>
  ({
    truck_id: id,
    regNumber: `MH12AB${id.padStart(4, '0')}`,
    truck_types_id: '2',
    truck_types_name: 'Open Body',
    truck_capacities_name: '25 Tonnes',
    tonnes,
    papers,
  }) as OwnTruck;

const load = {
  tonnes: 20,
  truck_types_id: '2',
  truck_types_name: 'Open Body',
  truck_capacities_name: '20 Tonnes',
};
const fitOf = (trucks: OwnTruck[]) => fleetFit(trucks, { tonnes: 20, truck_type_id: '2' });

afterEach(cleanup);

describe('the bid modal: a truck whose paper is rejected (decision 069)', () => {
  it('is named with its paper and the way to Your Trucks when no other truck can bid', () => {
    const held = truck('7', { rc: paper('rejected'), insurance: paper('approved') });
    const small = truck('8', { rc: paper('approved'), insurance: paper('approved') }, 10);
    show('en', <NoTruckToBid load={load} fit={fitOf([held, small])} />);

    const box = screen.getByTestId('no-truck-to-bid');
    const reasons = within(box).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual([
      'MH12AB0007: its RC Book was rejected. Upload it again in Your Trucks to bid with this truck.',
      'MH12AB0008 (Open Body, 25 Tonnes): carries too little',
    ]);
    const yourTrucks = within(box).getByRole('link', { name: 'Your Trucks' });
    expect(yourTrucks.getAttribute('href')).toBe(paths.shared.yourTruck);
    // A too-small truck is still there: Add Truck stays as the other way on.
    expect(within(box).getByRole('link', { name: 'Add Truck' })).toBeTruthy();
  });

  it('says to upload the papers again when only papers stand in the way, in Hindi', () => {
    const held = truck('9', { rc: paper('approved'), insurance: paper('rejected') });
    show('hi', <NoTruckToBid load={load} fit={fitOf([held])} />);

    const box = screen.getByTestId('no-truck-to-bid');
    expect(box.textContent).toContain('बोली लगाने के लिए अपने ट्रक के दस्तावेज़ फिर से अपलोड करें');
    expect(within(box).getByRole('listitem').textContent).toBe(
      "MH12AB0009: इसका वाहन बीमा अस्वीकार हो गया है। इस ट्रक से बोली लगाने के लिए 'आपके ट्रक' में इसे फिर से अपलोड करें।",
    );
    expect(within(box).getByRole('link', { name: 'आपके ट्रक' }).getAttribute('href')).toBe(
      paths.shared.yourTruck,
    );
    // It is not "none of your trucks fits": this one fits, its papers do not.
    expect(box.textContent).not.toContain('लायक नहीं');
  });

  it('beside the trucks offered, names the ones left out for a paper; a pending paper leaves none out', () => {
    const pending = truck('10', { rc: paper('pending'), insurance: paper('pending') });
    const held = truck('11', { rc: paper('rejected'), insurance: paper('rejected') });
    const fit = fitOf([pending, held]);
    expect(fit).toMatchObject({ kind: 'fits', trucks: [pending] });
    show('en', fit.kind === 'fits' && <HeldTrucks held={fit.held} />);

    const note = screen.getByTestId('held-trucks');
    expect(within(note).getByRole('listitem').textContent).toBe(
      'MH12AB0011: its RC Book was rejected. Upload it again in Your Trucks to bid with this truck.',
    );
    expect(within(note).getByRole('link', { name: 'Your Trucks' }).getAttribute('href')).toBe(
      paths.shared.yourTruck,
    );
    cleanup();

    const none = fitOf([pending]);
    show('en', none.kind === 'fits' && <HeldTrucks held={none.held} />);
    expect(screen.queryByTestId('held-trucks')).toBeNull();
  });
});
