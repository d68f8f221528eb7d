// Names of the direct-message socket events. Kept free of zod so the web app's shell (which
// listens on the one notification socket) can use them without loading the schema library.

/** Socket events besides new_notification: an open conversation (in any tab) updates live. */
export const REALTIME_DM_MESSAGE = 'dm_message';
export const REALTIME_DM_MESSAGE_UPDATED = 'dm_message_updated';
/** Sent to the reader's own sockets after mark-read, so their other tabs clear the unread badge. */
export const REALTIME_DM_READ = 'dm_conversation_read';
