import { useId } from 'react';
import { useLanguage, useT } from '../../base/hooks';
import { EmptyState, ErrorState, Skeleton } from '../../base/state-message';
import { useCommand } from '../../base/use-command';
import { ArticleHtml } from '../shared/article-html';
import { CONTENT_STYLES } from '../shared/content-styles';
import { ElementStyles } from '../../base/element-styles';

/** The article of the app download page. */
export const DOWNLOAD_ARTICLE_KEY = 'download-app';
/** An Android package name (`ae.lottery.app`): two or more dotted parts of letters, digits and underscores. */
const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}(\.[A-Za-z][A-Za-z0-9_]{0,49}){1,5}$/;
/** An icon on this site only (the CSP allows no other image source). */
const SITE_PATH = /^\/(?!\/)[^\s"'<>]{0,200}$/;

/** Props of `<nl-download-game>`: SPEC §2 /downloadGame's query fields. */
export interface DownloadGameProps {
  /** The game's id in the app (`gameId`). Attribute `game-id`. */
  gameId?: string;
  /** The game's name to show (`gameName`). Attribute `game-name`. */
  gameName?: string;
  /** The game's icon, a path on this site (`gameIconImgUrl`). Attribute `game-icon-img-url`. */
  gameIconImgUrl?: string;
  /** The app's Android package (`packageName`): the store link. Attribute `package-name`. */
  packageName?: string;
  /** The player the link was made for (`userId`): not shown. Attribute `user-id`. */
  userId?: string;
}

/**
 * The app download page (SPEC §2 /downloadGame): the game the link names (its name and icon),
 * the store link for the app's package, and the app's article (200021 key download-app). Query
 * values are shown as text only; an icon from another site or a malformed package is left out.
 *
 * @example <nl-download-game game-name="Pick 3" package-name="ae.nationallottery.app"></nl-download-game>
 */
export function DownloadGame({ gameId, gameName, gameIconImgUrl, packageName }: DownloadGameProps) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const article = useCommand('articles', { key: DOWNLOAD_ARTICLE_KEY, language }, { hideToast: true });
  const name = gameName?.trim().slice(0, 60) || null;
  const icon = gameIconImgUrl && SITE_PATH.test(gameIconImgUrl) ? gameIconImgUrl : null;
  const pkg = packageName && PACKAGE_NAME.test(packageName) ? packageName : null;
  const text = article.status === 'ready' ? article.data.articleList[0] : undefined;

  let body;
  if (article.status === 'loading') body = <Skeleton count={2} shape="nl-skeleton-row" />;
  else if (article.status === 'error') body = <ErrorState messageKey="content.loadError" onRetry={article.retry} />;
  else if (!text) body = <EmptyState messageKey="content.notFound" />;
  else
    body = (
      <div className="content-card article-body" part="article">
        <ArticleHtml html={text.content} />
      </div>
    );

  return (
    <>
      <ElementStyles css={CONTENT_STYLES} />
      <section className="content-page" part="page" aria-labelledby={titleId} data-game-id={gameId?.slice(0, 40)}>
        <h1 id={titleId} className="content-title">
          {name ? t('content.download.title', { game: name }) : (text?.title ?? t('content.download.titleApp'))}
        </h1>
        <div className="content-card download-game" part="game">
          {icon ? <img src={icon} alt="" width={64} height={64} /> : null}
          <p className="content-lead">{name ? t('content.download.lead', { game: name }) : t('content.download.leadApp')}</p>
          <div className="download-stores">
            {pkg ? (
              <a className="nl-button nl-button-primary" part="store" href={`https://play.google.com/store/apps/details?id=${encodeURIComponent(pkg)}`} target="_blank" rel="noopener noreferrer">
                {t('content.download.googlePlay')}
              </a>
            ) : null}
            <a className="nl-button nl-button-secondary" part="store" href="https://apps.apple.com/" target="_blank" rel="noopener noreferrer">
              {t('content.download.appStore')}
            </a>
          </div>
        </div>
        {body}
      </section>
    </>
  );
}
