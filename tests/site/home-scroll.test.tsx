import { describe, expect, it } from 'vitest';
import HomePage from '../../host-demo/site/pages/home-page';
import { resolveLocation } from '../../host-demo/site/routing/resolve-location';
import { pageRenderer } from './support/render-page';

const render = pageRenderer();

async function home(path: string) {
  const resolution = resolveLocation(path, { isLoggedIn: false });
  if (resolution.kind !== 'route') throw new Error(`${path} is not a route`);
  return render('en-US', (client) => <HomePage client={client} route={resolution.route} params={resolution.params} query={resolution.query} />);
}

describe('home and scrollToDom (SPEC §2)', () => {
  it("asks the game grid to bring its e-instant section into view for /?scrollToDom=e_instant, the header's E-Instants tab", async () => {
    expect((await home('/?scrollToDom=e_instant')).querySelector('nl-game-grid')?.getAttribute('scroll-section')).toBe('e_instant');
  });

  it('scrolls nowhere without it, or for a value it does not know', async () => {
    expect((await home('/')).querySelector('nl-game-grid')?.hasAttribute('scroll-section')).toBe(false);
    expect((await home('/?scrollToDom=elsewhere')).querySelector('nl-game-grid')?.hasAttribute('scroll-section')).toBe(false);
  });
});
