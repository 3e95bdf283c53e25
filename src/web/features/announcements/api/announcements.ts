import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_PAGE_SIZE } from '../../../../shared/constants.js';
import type {
  AdminAnnouncementInput,
  AnnouncementJson,
  ManagerAnnouncementInput,
} from '../../../../shared/schemas/announcements.js';
import { api } from '../../../lib/api-client.js';

/** admin: every announcement; manager: the ones the manager sent; inbox: what the caller received. */
export type AnnouncementFeedScope = 'admin' | 'manager' | 'inbox';

export const announcementKeys = {
  all: ['announcements'] as const,
  feed: (scope: AnnouncementFeedScope) => ['announcements', scope] as const,
};

export function getAnnouncements(scope: AnnouncementFeedScope, skip: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ skip: String(skip), limit: String(ANNOUNCEMENT_PAGE_SIZE) });
  return api.get<{ success: true; announcements: AnnouncementJson[] }>(`/api/annoucement/${scope}?${query}`, signal);
}

/** Pages of 5, newest first; another page is offered while a full one comes back (spec §9). */
export const announcementFeedOptions = (scope: AnnouncementFeedScope) =>
  infiniteQueryOptions({
    queryKey: announcementKeys.feed(scope),
    queryFn: ({ pageParam, signal }) => getAnnouncements(scope, pageParam, signal).then((r) => r.announcements),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === ANNOUNCEMENT_PAGE_SIZE ? pages.length * ANNOUNCEMENT_PAGE_SIZE : undefined,
  });

export function useAnnouncementFeed(scope: AnnouncementFeedScope) {
  return useInfiniteQuery(announcementFeedOptions(scope));
}

type Created = { success: true; message: string; announcement: AnnouncementJson };

export const sendAdminAnnouncement = (input: AdminAnnouncementInput) =>
  api.post<Created>('/api/annoucement', { ...input, senderType: 'admin' });

export const sendManagerAnnouncement = (input: ManagerAnnouncementInput) =>
  api.post<Created>('/api/annoucement/manager', input);

/** A send hook for either sender; every announcement list is refreshed after it. */
export function useSendAnnouncement<Input>(send: (input: Input) => Promise<Created>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}

export const deleteAnnouncement = (id: string) =>
  api.delete<{ success: true; message: string }>(`/api/annoucement/${encodeURIComponent(id)}`);

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
