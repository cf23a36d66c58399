import { api } from '#lib/api-client';

export const logout = () => api<{ message: string }>('/Transpoter/Logout', { method: 'POST' });
