import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementsApi } from '#shared/api/announcements.js';
import type { ResponseOf } from '#shared/api/endpoint.js';
import { ANNOUNCEMENT_PAGE_SIZE } from '#shared/constants.js';
import type { AdminAnnouncementInput, ManagerAnnouncementInput } from '#shared/schemas/announcements.js';
import { call, invalidateAreas, keyOf } from '#web/lib/call.js';

/** admin: every announcement; manager: the ones the manager sent; inbox: what the caller received. */
export type AnnouncementFeedScope = 'admin' | 'manager' | 'inbox';

const feeds = { admin: announcementsApi.all, manager: announcementsApi.sent, inbox: announcementsApi.inbox } as const;

/** The cache key of a feed (all its pages). */
export const announcementFeedKey = (scope: AnnouncementFeedScope) => keyOf(feeds[scope]);

/** Pages of 5, newest first; another page is offered while a full one comes back. */
export const announcementFeedOptions = (scope: AnnouncementFeedScope) =>
  infiniteQueryOptions({
    queryKey: announcementFeedKey(scope),
    queryFn: ({ pageParam, signal }) =>
      call(feeds[scope], { query: { skip: pageParam, limit: ANNOUNCEMENT_PAGE_SIZE } }, signal).then(
        (r) => r.announcements,
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === ANNOUNCEMENT_PAGE_SIZE ? pages.length * ANNOUNCEMENT_PAGE_SIZE : undefined,
  });

export function useAnnouncementFeed(scope: AnnouncementFeedScope) {
  return useInfiniteQuery(announcementFeedOptions(scope));
}

type Created = ResponseOf<typeof announcementsApi.send>;

export const sendAdminAnnouncement = (input: AdminAnnouncementInput) =>
  call(announcementsApi.send, { body: { ...input, senderType: 'admin' } });

export const sendManagerAnnouncement = (input: ManagerAnnouncementInput) =>
  call(announcementsApi.sendToDepartment, { body: input });

/** A send hook for either sender; every announcement list is refreshed after it. */
export function useSendAnnouncement<Input>(send: (input: Input) => Promise<Created>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateAreas(queryClient, 'Announcements'),
  });
}

export const deleteAnnouncement = (id: string) => call(announcementsApi.remove, { params: { id } });

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => invalidateAreas(queryClient, 'Announcements'),
  });
}
