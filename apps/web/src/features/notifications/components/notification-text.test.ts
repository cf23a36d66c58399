import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ROLES, type Notification } from '@lorrybazaar/contract';
import en from '@lorrybazaar/contract/locales/en/notifications.json';
import hi from '@lorrybazaar/contract/locales/hi/notifications.json';
import ta from '@lorrybazaar/contract/locales/ta/notifications.json';
import { paths } from '#config/paths';
import { notificationLink, notificationText } from './notification-text';

const notification = (type: Notification['type'], data: Record<string, unknown>): Notification => ({
  id: '1',
  type,
  data,
  read: false,
  createdAt: '2026-11-25T04:30:00.000Z',
});

describe('notifications as the screen shows them (the sentence and link the server pushes too)', () => {
  it('writes the sentence with the places named in the screen language and the amount in rupees', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { notifications: en } }, defaultNS: 'notifications' });
    const bid = notification('bid.created', {
      bid_kind: 'on_load',
      other_name: 'Ravi Kumar',
      amount: 31500,
      pickupLoc: 'Kozhikode, Kerala',
      deliveryLoc: 'Ernakulam, Kerala',
    });
    expect(notificationText(bid, i18n.t, (place) => place.split(',')[0]!)).toBe(
      'Ravi Kumar bid ₹31,500 on your load Kozhikode → Ernakulam.',
    );
  });

  it("names a saved lane's places in the screen language, whatever language named the lane", async () => {
    const i18n = createInstance();
    // React escapes, as the app's i18next is told (lib/i18n-options.ts).
    await i18n.init({
      lng: 'en',
      resources: { en: { notifications: en } },
      defaultNS: 'notifications',
      interpolation: { escapeValue: false },
    });
    const tamil: Record<string, string> = {
      Nagpur: 'நாக்பூர்',
      Raipur: 'ராய்பூர்',
      'Nagpur, Maharashtra': 'நாக்பூர், மகாராஷ்டிரா',
      'Raipur, Chhattisgarh': 'ராய்பூர், சத்தீஸ்கர்',
    };
    const matched = notification('lane.matched', {
      kind: 'loads',
      lanes: ['Nagpur → Raipur', 'My cement run'],
      pickupLoc: 'Nagpur, Maharashtra',
      deliveryLoc: 'Raipur, Chhattisgarh',
      material_id: '3',
      day: '2026-11-30',
    });
    const label = (kind: string, id: string) => (kind === 'material' && id === '3' ? 'நிலக்கரி' : '');
    // What matched, once: the route, the material, the pickup day; not the lane's name again.
    expect(notificationText(matched, i18n.t, (place) => tamil[place] ?? place, label)).toBe(
      'New load on your saved lane: நாக்பூர், மகாராஷ்டிரா → ராய்பூர், சத்தீஸ்கர், நிலக்கரி, pickup date 30/11/2026.',
    );
    // Before the material's name is known (or for a notification stored without it): the route.
    expect(notificationText(matched, i18n.t, (place) => tamil[place] ?? place)).toBe(
      'New load on your saved lane: நாக்பூர், மகாராஷ்டிரா → ராய்பூர், சத்தீஸ்கர்.',
    );
    const truck = notification('lane.matched', {
      kind: 'trucks',
      pickupLoc: 'Nagpur, Maharashtra',
      deliveryLoc: 'Raipur, Chhattisgarh',
      truck_type_id: '2',
      day: '2026-12-01',
    });
    expect(
      notificationText(
        truck,
        i18n.t,
        (place) => place,
        (kind) => (kind === 'truckType' ? 'Tipper' : ''),
      ),
    ).toBe(
      'New truck posted on your saved lane: Nagpur, Maharashtra → Raipur, Chhattisgarh, Tipper, available from 01/12/2026.',
    );
  });

  it('tells a Tamil reader of a saved-lane match in a whole sentence, the route after it', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'ta',
      resources: { ta: { notifications: ta } },
      defaultNS: 'notifications',
      interpolation: { escapeValue: false },
    });
    const lane = { pickupLoc: 'நாக்பூர், மகாராஷ்டிரா', deliveryLoc: 'ராய்பூர், சத்தீஸ்கர்' };
    const text = (kind: string) =>
      notificationText(notification('lane.matched', { kind, ...lane }), i18n.t, (place) => place);
    expect(text('loads')).toBe(
      'நீங்கள் சேமித்த ரூட்டில் ஒரு புதிய லோடு வந்துள்ளது: நாக்பூர், மகாராஷ்டிரா → ராய்பூர், சத்தீஸ்கர்.',
    );
    expect(text('trucks')).toBe(
      'நீங்கள் சேமித்த ரூட்டில் ஒரு புதிய லாரி போஸ்ட் ஆகியுள்ளது: நாக்பூர், மகாராஷ்டிரா → ராய்பூர், சத்தீஸ்கர்.',
    );
  });

  it('tells whoever made the counter offer that it was accepted, and by whom; a bid accepted stays a bid', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { notifications: en }, hi: { notifications: hi } },
      defaultNS: 'notifications',
      interpolation: { escapeValue: false },
    });
    const accepted = (data: Record<string, unknown>) =>
      notification('bid.accepted', {
        bid_kind: 'on_load',
        schedule_id: '5',
        amount: 40000,
        other_name: 'Ravi Kumar',
        pickupLoc: 'Chakan MIDC 9915',
        deliveryLoc: 'Nashik, Maharashtra',
        ...data,
      });
    const place = (name: string) => name.split(',')[0]!;
    // The shipper countered and the transporter accepted: the shipper never bid.
    expect(notificationText(accepted({ counter: true }), i18n.t, place)).toBe(
      'Ravi Kumar accepted your counter offer of ₹40,000 for Chakan MIDC 9915 → Nashik.',
    );
    expect(notificationText(accepted({ counter: true }), i18n.getFixedT('hi'), place)).toBe(
      'Ravi Kumar ने Chakan MIDC 9915 → Nashik पर आपका ₹40,000 का जवाबी प्रस्ताव स्वीकारा।',
    );
    // The bidder's own bid taken as it was (and a notification stored before counters were told apart).
    expect(notificationText(accepted({}), i18n.t, place)).toBe(
      'Your bid of ₹40,000 on Chakan MIDC 9915 → Nashik was accepted. The trip is scheduled.',
    );
  });

  it('names the document an operator decided on', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { notifications: en } }, defaultNS: 'notifications' });
    const reviewed = (type_id: string, outcome: string) =>
      notificationText(notification('document.reviewed', { type_id, outcome }), i18n.t, (place) => place);
    expect(reviewed('24', 'rejected')).toBe(
      'Your Vehicle Insurance was not accepted. Please upload it again.',
    );
    expect(reviewed('22', 'verified')).toBe('Your GST Certificate is verified.');
    expect(reviewed('99', 'verified')).toBe('Your document is verified.');
  });

  it("names a truck paper by its truck and says why it was rejected (no screen shows a paper's reason)", async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { notifications: en } },
      defaultNS: 'notifications',
      interpolation: { escapeValue: false },
    });
    const reviewed = (data: Record<string, unknown>) =>
      notificationText(notification('document.reviewed', data), i18n.t, (place) => place);
    expect(reviewed({ type_id: '25', outcome: 'verified', regNumber: 'MH12AB1234' })).toBe(
      'Your Truck RC (MH12AB1234) is verified.',
    );
    expect(reviewed({ type_id: '26', outcome: 'rejected', regNumber: 'MH12AB1234', reason: 'expired' })).toBe(
      'Your Truck insurance (MH12AB1234) was not accepted: it has expired.',
    );
    // One stored before the number and the reason were kept.
    expect(reviewed({ type_id: '25', outcome: 'rejected' })).toBe(
      'Your Truck RC was not accepted. Ask Help for the reason.',
    );
  });

  it('leads to the screens of the web app’s route registry', () => {
    const cases: [Notification, string][] = [
      [notification('bid.created', { loads_id: '7' }), paths.shared.viewBidsLoad('7')],
      [notification('bid.created', { bid_kind: 'on_truck', truck_id: '3' }), paths.shared.viewBidsTruck('3')],
      [notification('bid.declined', { truck_id: '3' }), paths.shared.viewAllMyTruckBids('3')],
      [
        notification('bid.declined', { bid_kind: 'on_truck', loads_id: '7' }),
        paths.shared.viewAllMyLoadBids('7'),
      ],
      [notification('bid.accepted', { schedule_id: '5' }), paths.shared.scheduleDetail('5')],
      [notification('schedule.document_attached', { schedule_id: '5' }), paths.shared.scheduleDetail('5')],
      [notification('lane.matched', { kind: 'trucks' }), paths.shared.trucks],
      [notification('lane.matched', { kind: 'loads' }), paths.shared.loads],
      // A new listing on a saved lane opens the search of its route, as the lane's Search now does.
      [
        notification('lane.matched', {
          kind: 'loads',
          pickupLoc: 'Nagpur, Maharashtra',
          deliveryLoc: 'Raipur, Chhattisgarh',
        }),
        `${paths.shared.loads}?pickupLoc=Nagpur%2C+Maharashtra&deliveryLoc=Raipur%2C+Chhattisgarh`,
      ],
      [
        notification('lane.matched', { kind: 'trucks', pickupLoc: 'Nagpur, Maharashtra', deliveryLoc: '' }),
        `${paths.shared.trucks}?postTrucks_from=Nagpur%2C+Maharashtra`,
      ],
    ];
    for (const [n, path] of cases) expect(notificationLink(n, 'shipper')).toBe(path);
    for (const role of ROLES)
      expect(notificationLink(notification('document.reviewed', {}), role)).toBe(paths.roleProfile(role));
    // A truck paper is its truck's.
    expect(notificationLink(notification('document.reviewed', { type_id: '25' }), 'transporter')).toBe(
      paths.shared.yourTruck,
    );
  });
});
