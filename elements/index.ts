/**
 * The `<nl-*>` custom elements of the lottery product, without registering anything: React
 * components, element classes, the shared hooks and `setDefaultClient`. Importing this module has
 * no side effects; register with `elements/define` (all) or `elements/<feature>/define` (one).
 *
 * @example
 * import { setDefaultClient } from '@nl/lottery/elements';
 * import '@nl/lottery/elements/define';
 * setDefaultClient(createClient());
 */
export * from './base';

export { Header, resolveVariant, type HeaderProps } from './header/header';
export { NlHeader, HEADER_TAG, headerElementOptions, type NlHeaderElement } from './header/header-element';

export { Footer, type FooterProps } from './footer/footer';
export { FOOTER_LINKS, HOTLINE, DEFAULT_SUPPORT_EMAIL, DEFAULT_VERSION, DEFAULT_SOCIAL_LINKS, type SocialLink } from './footer/footer-links';
export { BACK_TO_TOP_OFFSET } from './footer/back-to-top';
export { NlFooter, FOOTER_TAG, footerElementOptions, type NlFooterElement } from './footer/footer-element';

export { GameCard } from './games/game-card/game-card';
export { GameCardLoader, type GameCardLoaderProps } from './games/game-card/game-card-loader';
export { NlGameCard, GAME_CARD_TAG, gameCardElementOptions, type NlGameCardElement } from './games/game-card/game-card-element';
export { GameGrid, type GameGridProps } from './games/game-grid/game-grid';
export { layoutClass, sectionLimit, groupByCategory, CATEGORIES, MAX_DISTINCT_LAYOUT, type GameCategory } from './games/game-grid/grid-layout';
export { NlGameGrid, GAME_GRID_TAG, gameGridElementOptions, type NlGameGridElement } from './games/game-grid/game-grid-element';
export { gameAppName } from './games/game-name';

export { Results, type ResultsProps } from './results/results';
export { DrawResultCard, type LatestDrawItem } from './results/draw-result-card';
export { ResultBalls } from './results/result-balls';
export { colourOfDigit, type PredictionColour } from './results/color-prediction';
export { parseLotteryTypes } from './results/parse-lottery-types';
export { NlResults, RESULTS_TAG, resultsElementOptions, type NlResultsElement } from './results/results-element';
