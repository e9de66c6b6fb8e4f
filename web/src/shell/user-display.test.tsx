import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../features/auth/types';
import { renderWithProviders } from '../test/render';
import { SidebarUser } from './SidebarUser';
import { userDisplayName, userInitials } from './user-display';

const base: User = {
  id: 'u1',
  email: 'grace.hopper@example.com',
  displayName: 'Grace Brewster Hopper',
  photoURL: null,
  provider: 'password',
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('userInitials', () => {
  it('uses the initials of the display name', () => {
    expect(userInitials(base)).toBe('GH');
    expect(userInitials({ displayName: 'ada' })).toBe('A');
    expect(userInitials({ displayName: '  élodie   durand ' })).toBe('ÉD');
  });

  it('falls back to the first letter of the e-mail, then U', () => {
    expect(userInitials({ displayName: '', email: 'zed@example.com' })).toBe('Z');
    expect(userInitials({ displayName: null, email: 'zed@example.com' })).toBe('Z');
    expect(userInitials({ displayName: '   ', email: '' })).toBe('U');
    expect(userInitials(null)).toBe('U');
  });
});

describe('userDisplayName', () => {
  it('prefers the display name, then the e-mail local part, then User', () => {
    expect(userDisplayName(base)).toBe('Grace Brewster Hopper');
    expect(userDisplayName({ displayName: null, email: 'grace.hopper@example.com' })).toBe('grace.hopper');
    expect(userDisplayName({ displayName: ' ', email: '' })).toBe('User');
    expect(userDisplayName(undefined)).toBe('User');
  });
});

describe('SidebarUser', () => {
  it('shows the initials avatar, name, e-mail and Sign out', () => {
    renderWithProviders(<SidebarUser user={base} />);
    expect(screen.getByText('GH')).toBeInTheDocument();
    expect(screen.getByTestId('user-name')).toHaveTextContent('Grace Brewster Hopper');
    expect(screen.getByTestId('user-email')).toHaveTextContent('grace.hopper@example.com');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('falls back to the e-mail for the avatar letter and the name', () => {
    renderWithProviders(<SidebarUser user={{ ...base, displayName: null }} />);
    expect(screen.getByText('G')).toBeInTheDocument();
    expect(screen.getByTestId('user-name')).toHaveTextContent('grace.hopper');
  });

  it('shows the photo when there is one', () => {
    renderWithProviders(<SidebarUser user={{ ...base, photoURL: 'https://example.com/grace.png' }} />);
    expect(screen.getByRole('img', { name: 'Grace Brewster Hopper' })).toHaveAttribute('src', 'https://example.com/grace.png');
  });

  it('keeps an accessible Sign out button in the collapsed rail', () => {
    renderWithProviders(<SidebarUser user={base} compact />);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByText('GH')).toBeInTheDocument();
  });
});
