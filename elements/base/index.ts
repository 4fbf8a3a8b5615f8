/** The shared foundation of every `<nl-*>` element: definition, client, events, hooks and UI parts. */
export { defineElement, createElementClass, type ElementOptions, type AttributeType, type NlElement, type NlElementConstructor } from './define-element';
export { setDefaultClient, getDefaultClient } from './default-client';
export { emit, type NlEventMap, type NlEventName, type NavigateRequestDetail, type GameSelectDetail } from './emit';
export { requestNavigation } from './navigate';
export { useClient, useStore, useLanguage, useT, useDirection, useHost, type ExternalStore, type BoundTranslate } from './hooks';
export { useCommand, type CommandState, type CommandResource } from './use-command';
export { useMediaQuery, MOBILE_QUERY, MOBILE_MAX_WIDTH } from './use-media-query';
export { useNavigate } from './use-navigate';
export { NlProvider } from './nl-provider';
export { BASE_STYLES } from './base-styles';
export { NavLink, type NavLinkProps } from './nav-link';
export { Ltr } from './ltr';
export { TransText } from './trans-text';
