import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardSection } from './card-section';

afterEach(cleanup);

describe('CardSection', () => {
  it('is a region named by its level-2 heading, with its body after the heading', () => {
    render(
      <CardSection title="Agreed terms" testId="trip-terms">
        <p>90% advance</p>
      </CardSection>,
    );
    const card = screen.getByRole('region', { name: 'Agreed terms' });
    expect(card.dataset.testid).toBe('trip-terms');
    const heading = within(card).getByRole('heading', { level: 2, name: 'Agreed terms' });
    expect(card.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(heading.compareDocumentPosition(within(card).getByText('90% advance'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('sets a badge beside the title and a subtitle under it, outside the name', () => {
    render(
      <CardSection
        title="Consignment note (LR)"
        badge={<span>Draft</span>}
        subtitle="About 1,172 km by road"
        level={3}
        className="space-y-4"
      >
        <p>Fill in the consignor</p>
      </CardSection>,
    );
    const card = screen.getByRole('region', { name: 'Consignment note (LR)' });
    const heading = within(card).getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe('Consignment note (LR)');
    // The badge shares the heading's row; the subtitle is the line under that row.
    const badge = within(card).getByText('Draft');
    expect(badge.parentElement).toBe(heading.parentElement);
    const subtitle = within(card).getByText('About 1,172 km by road');
    expect(subtitle.previousElementSibling).toBe(heading.parentElement);
    expect(card.className).toContain('space-y-4');
  });

  it('draws no subtitle line when there is none', () => {
    render(
      <CardSection title="Driver" subtitle={false}>
        <p>Murugan</p>
      </CardSection>,
    );
    const card = screen.getByRole('region', { name: 'Driver' });
    expect(card.querySelectorAll('p')).toHaveLength(1);
  });
});
