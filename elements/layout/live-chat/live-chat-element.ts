import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { LiveChat, type LiveChatProps } from './live-chat';

/** Tag name of `<nl-live-chat>`. */
export const LIVE_CHAT_TAG = 'nl-live-chat';

/** Attribute `no-launcher`. */
export const liveChatElementOptions: ElementOptions<LiveChatProps> = { props: { noLauncher: 'boolean' } };

/** The `<nl-live-chat>` element. */
export interface NlLiveChatElement extends NlElement {
  noLauncher: boolean | undefined;
}

/**
 * Class of `<nl-live-chat>`: live chat with customer service, shown only while live chat is on
 * (a chat provider given to the client, or 010001 `liveChatPath`). Its events and CSS parts are
 * listed here for `custom-elements.json`.
 *
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart launcher - The floating Live chat button.
 * @csspart dialog - The chat dialog.
 * @csspart panel - The chat panel inside its dialog.
 * @csspart log - The conversation.
 * @csspart form - The message field and Send.
 * @csspart error - The message shown when the chat could not start, with Retry.
 */
export const NlLiveChat = /* @__PURE__ */ createElementClass(LiveChat, liveChatElementOptions);

/** Registers <nl-live-chat>; safe to call again. Returns its class. */
export function defineLiveChat() {
  return defineElement(LIVE_CHAT_TAG, LiveChat, liveChatElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-live-chat': NlLiveChatElement;
  }
}
