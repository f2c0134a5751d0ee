import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Link, NavLink } from './link';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const activeClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

function renderAt(path: string, links: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <nav>{links}</nav>
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('a plain click navigates in the app, to the address the link shows', () => {
  renderAt('/', <Link to="/category/marine-spares?q=pump">Spares</Link>);
  const link = screen.getByRole('link', { name: 'Spares' });
  expect(link).toHaveAttribute('href', '/category/marine-spares?q=pump');
  fireEvent.click(link);
  expect(screen.getByTestId('where')).toHaveTextContent('/category/marine-spares?q=pump');
});

test('a modified click, another target or a handled click is left alone', () => {
  const stop = (event: React.MouseEvent) => event.preventDefault();
  renderAt(
    '/',
    <>
      <Link to="/contact">Contact</Link>
      <Link to="/contact" target="_blank">
        New tab
      </Link>
      <Link to="/contact" onClick={stop}>
        Handled
      </Link>
    </>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Contact' }), { ctrlKey: true });
  fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
  fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});

test('replace takes the place of the current history entry', () => {
  const router = renderAt(
    '/contact',
    <Link to="/" replace>
      Home
    </Link>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Home' }));
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a NavLink is the current page on its path and, unless `end`, below it', () => {
  renderAt(
    '/category/marine-spares',
    <>
      <NavLink to="/" end className={activeClass}>
        Home
      </NavLink>
      <NavLink to="/category/marine-spares" className={activeClass}>
        Spares
      </NavLink>
      <NavLink to="/category" className={activeClass}>
        Categories
      </NavLink>
      <NavLink to="/category/marine" className={activeClass}>
        Prefix only
      </NavLink>
    </>,
  );
  const home = screen.getByRole('link', { name: 'Home' });
  expect(home).not.toHaveAttribute('aria-current');
  expect(home).toHaveClass('off');
  expect(screen.getByRole('link', { name: 'Spares' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Spares' })).toHaveClass('on');
  expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Prefix only' })).not.toHaveAttribute('aria-current');
});

test('an `end` NavLink is the current page on its own path', () => {
  renderAt(
    '/',
    <NavLink to="/" end className={activeClass}>
      Home
    </NavLink>,
  );
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});
