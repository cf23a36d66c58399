import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavigationProgress } from './navigation-progress';

describe('the bar while the next page loads', () => {
  it('shows from the tap on a link until the page has loaded, and not before', async () => {
    let arrive: (route: { Component: () => React.ReactNode }) => void = () => undefined;
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Link to="/next">next</Link>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>first page</p> },
          // The next page's module, held back until the test lets it arrive.
          { path: 'next', lazy: () => new Promise((resolve) => (arrive = resolve)) },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(screen.getByText('first page')).toBeTruthy();
    await act(async () => arrive({ Component: () => <p>next page</p> }));
    expect(await screen.findByText('next page')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
