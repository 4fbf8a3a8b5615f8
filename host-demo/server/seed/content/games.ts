import { GAMES, type GameKey } from '../../../../sdk/games/catalogue';
import type { ArticleInput } from '../../domains/content/article-store';

interface Text {
  name: string;
  how: string;
}

/** Each game's name and how it is played, in both languages; price, schedule and top prize come from the catalogue. */
const HOW: Record<GameKey, { en: Text; ar: Text }> = {
  luckyday: {
    en: { name: 'Lucky Day', how: '<p>Choose 6 different day numbers from 1 to 31 and 1 month number from 1 to 12. Match all six day numbers and the month number in the Saturday draw to win the AED 100 million grand prize; matching three or more day numbers wins a fixed prize.</p>' },
    ar: { name: 'يوم الحظ', how: '<p>اختر 6 أرقام مختلفة للأيام من 1 إلى 31 ورقماً واحداً للشهر من 1 إلى 12. طابق أرقام الأيام الستة ورقم الشهر في سحب السبت لتربح الجائزة الكبرى البالغة 100 مليون درهم، ومطابقة ثلاثة أرقام أيام أو أكثر تربح جائزة ثابتة.</p>' },
  },
  magic5: {
    en: { name: 'Magic5', how: '<p>Choose 5 numbers from 1 to 39, or let Easy Pick choose them. Match 2 or more of the 5 numbers drawn every evening to win; match all 5 to win AED 1 million.</p>' },
    ar: { name: 'ماجيك 5', how: '<p>اختر 5 أرقام من 1 إلى 39، أو دع الاختيار السريع يختارها لك. طابق رقمين أو أكثر من الأرقام الخمسة المسحوبة كل مساء لتربح، وطابق الخمسة كلها لتربح مليون درهم.</p>' },
  },
  fivetastic: {
    en: { name: 'Fivetastic', how: '<p>Choose 5 numbers from 1 to 35. The nightly draw picks 5; match 2 or more to win, and all 5 for the top prize.</p>' },
    ar: { name: 'فايفتاستيك', how: '<p>اختر 5 أرقام من 1 إلى 35. يختار السحب الليلي 5 أرقام؛ طابق رقمين أو أكثر لتربح، والخمسة كلها للجائزة العليا.</p>' },
  },
  'super-diamond': {
    en: { name: 'Super Diamond', how: '<p>Choose 4 numbers from 1 to 20 and 1 diamond from 1 to 5. The midday draw picks 4 numbers and a diamond; the more you match, the bigger the prize.</p>' },
    ar: { name: 'سوبر دايموند', how: '<p>اختر 4 أرقام من 1 إلى 20 وماسة واحدة من 1 إلى 5. يختار سحب الظهيرة 4 أرقام وماسة، وكلما طابقت أكثر كبرت الجائزة.</p>' },
  },
  pick3: {
    en: { name: 'Pick 3', how: '<p>Choose 3 digits from 0 to 9 (a digit may repeat) and a play type: Exact wins when the digits come out in your order; Any 3 and Any 6 win in any order. See the Pick 3 information page for the prizes.</p>' },
    ar: { name: 'اختر 3', how: '<p>اختر 3 أرقام من 0 إلى 9 (يمكن تكرار الرقم) ونوع اللعب: «مطابق» يربح عندما تظهر الأرقام بترتيبك، و«أي 3» و«أي 6» تربح بأي ترتيب. راجع صفحة معلومات اختر 3 لمعرفة الجوائز.</p>' },
  },
  pick4: {
    en: { name: 'Pick 4', how: '<p>Choose 4 digits from 0 to 9 and a play type: Exact wins in your order; Any 4, Any 6, Any 12 and Any 24 win in any order, for a smaller prize. See the Pick 4 information page for the prizes.</p>' },
    ar: { name: 'اختر 4', how: '<p>اختر 4 أرقام من 0 إلى 9 ونوع اللعب: «مطابق» يربح بترتيبك، و«أي 4» و«أي 6» و«أي 12» و«أي 24» تربح بأي ترتيب مقابل جائزة أصغر. راجع صفحة معلومات اختر 4 لمعرفة الجوائز.</p>' },
  },
  'super-ocean': {
    en: { name: 'Super Ocean', how: '<p>One number from 1 to 36 is drawn every minute. Bet on a single number, on a group of six or on a half of the board; the narrower your choice, the higher the prize.</p>' },
    ar: { name: 'سوبر أوشن', how: '<p>يُسحب رقم واحد من 1 إلى 36 كل دقيقة. راهن على رقم واحد أو على مجموعة من ستة أرقام أو على نصف اللوحة؛ كلما ضاق اختيارك ارتفعت الجائزة.</p>' },
  },
  'quick-five': {
    en: { name: 'Quick Five', how: '<p>Five numbers from 1 to 11 are drawn every minute. Choose a method: Nap (1 to 5 numbers that must all be drawn), Group (every combination of your numbers is an entry) or Prediction (6 to 8 numbers that must cover every number drawn).</p>' },
    ar: { name: 'كويك فايف', how: '<p>تُسحب خمسة أرقام من 1 إلى 11 كل دقيقة. اختر طريقة: «ناب» (من 1 إلى 5 أرقام يجب أن تُسحب كلها)، أو «مجموعة» (كل تركيبة من أرقامك مشاركة)، أو «توقّع» (من 6 إلى 8 أرقام يجب أن تشمل كل الأرقام المسحوبة).</p>' },
  },
  octaluck: {
    en: { name: 'Octaluck', how: '<p>Three numbers from 1 to 8 are drawn every minute. Pick one, two or three numbers; you win when all of them are drawn. Raise the multiple to multiply the stake and the prize.</p>' },
    ar: { name: 'أوكتالك', how: '<p>تُسحب ثلاثة أرقام من 1 إلى 8 كل دقيقة. اختر رقماً أو رقمين أو ثلاثة، وتربح عندما تُسحب كلها. ارفع المضاعف لمضاعفة الرهان والجائزة.</p>' },
  },
  colorprediction: {
    en: { name: 'Color Prediction', how: '<p>A digit from 0 to 9 is drawn every two minutes. Bet on its colour (red, green or violet) or on the digit itself: 0 is red and violet, 5 is green and violet, other odd digits are green and even digits red.</p>' },
    ar: { name: 'توقّع اللون', how: '<p>يُسحب رقم من 0 إلى 9 كل دقيقتين. راهن على لونه (أحمر أو أخضر أو بنفسجي) أو على الرقم نفسه: الصفر أحمر وبنفسجي، والخمسة أخضر وبنفسجي، وبقية الأرقام الفردية خضراء والزوجية حمراء.</p>' },
  },
};

const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_AR = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];
const aed = (fils: number) => (fils / 100).toLocaleString('en-US');

/** How to play, one article per game of the catalogue (category how-to-play, with its lotteryType). */
export function howToPlayArticles(): ArticleInput[] {
  return GAMES.map((game, i) => {
    const text = HOW[game.key];
    const s = game.schedule;
    const whenEn = s.kind === 'weekly' ? `every ${WEEKDAYS_EN[s.weekday]} at ${s.at}` : s.kind === 'daily' ? `every day at ${s.at}` : `every ${s.minutes === 1 ? 'minute' : `${s.minutes} minutes`}`;
    const whenAr = s.kind === 'weekly' ? `كل ${WEEKDAYS_AR[s.weekday]} الساعة ${s.at}` : s.kind === 'daily' ? `يومياً الساعة ${s.at}` : s.minutes === 1 ? 'كل دقيقة' : `كل ${s.minutes} دقائق`;
    const facts = (price: string, when: string, top: string) => `<ul><li>${price}</li><li>${when}</li><li>${top}</li></ul>`;
    return {
      key: `how-to-play-${game.key}`,
      category: 'how-to-play',
      lotteryType: game.lotteryType,
      sortOrder: i + 1,
      publishedAt: '2026-01-01T00:00:00Z',
      texts: {
        'en-US': {
          title: `How to play ${text.en.name}`,
          description: `${text.en.name}: how to choose your numbers, when it is drawn and what you can win.`,
          keywords: `${text.en.name}, how to play, rules, prizes, draw time`,
          brief: text.en.how,
          whole: `${text.en.how}${facts(`Price: AED ${aed(game.price)} an entry.`, `Draws: ${whenEn} (UAE time).`, `Top prize: AED ${aed(game.topPrize)}.`)}<p>Results are published on the results page as soon as each draw is made, with the means to verify them.</p>`,
        },
        'ar-AE': {
          title: `طريقة لعب ${text.ar.name}`,
          description: `${text.ar.name}: كيف تختار أرقامك، ومتى يُجرى السحب، وما يمكنك ربحه.`,
          keywords: `${text.ar.name}، طريقة اللعب، القواعد، الجوائز، موعد السحب`,
          brief: text.ar.how,
          whole: `${text.ar.how}${facts(`السعر: ${aed(game.price)} درهم للمشاركة.`, `السحوبات: ${whenAr} (بتوقيت الإمارات).`, `الجائزة العليا: ${aed(game.topPrize)} درهم.`)}<p>تُنشر النتائج في صفحة النتائج فور إجراء كل سحب، مع وسائل التحقق منها.</p>`,
        },
      },
    };
  });
}

const PICK3_TABLE_EN = `<table><caption>Prizes per AED 2 entry</caption><thead><tr><th scope="col">Play type</th><th scope="col">You win when</th><th scope="col">Prize</th><th scope="col">Odds</th></tr></thead><tbody>
<tr><td>Exact</td><td>the 3 digits come out in your order</td><td>AED 1,000</td><td>1 in 1,000</td></tr>
<tr><td>Any 3</td><td>your digits (one pair, e.g. 1-1-2) come out in any order</td><td>AED 340</td><td>1 in 333</td></tr>
<tr><td>Any 6</td><td>your 3 different digits come out in any order</td><td>AED 170</td><td>1 in 167</td></tr></tbody></table>`;
const PICK3_TABLE_AR = `<table><caption>الجوائز لكل مشاركة بقيمة 2 درهم</caption><thead><tr><th scope="col">نوع اللعب</th><th scope="col">تربح عندما</th><th scope="col">الجائزة</th><th scope="col">الاحتمال</th></tr></thead><tbody>
<tr><td>مطابق</td><td>تظهر الأرقام الثلاثة بترتيبك</td><td>1,000 درهم</td><td>1 من 1,000</td></tr>
<tr><td>أي 3</td><td>تظهر أرقامك (زوج متكرر مثل 1-1-2) بأي ترتيب</td><td>340 درهم</td><td>1 من 333</td></tr>
<tr><td>أي 6</td><td>تظهر أرقامك الثلاثة المختلفة بأي ترتيب</td><td>170 درهم</td><td>1 من 167</td></tr></tbody></table>`;
const PICK4_TABLE_EN = `<table><caption>Prizes per AED 2 entry</caption><thead><tr><th scope="col">Play type</th><th scope="col">Your 4 digits</th><th scope="col">Prize</th><th scope="col">Odds</th></tr></thead><tbody>
<tr><td>Exact</td><td>in your order</td><td>AED 10,000</td><td>1 in 10,000</td></tr>
<tr><td>Any 4</td><td>three the same (e.g. 7-7-7-2), any order</td><td>AED 2,400</td><td>1 in 2,500</td></tr>
<tr><td>Any 6</td><td>two pairs (e.g. 3-3-8-8), any order</td><td>AED 1,600</td><td>1 in 1,667</td></tr>
<tr><td>Any 12</td><td>one pair (e.g. 5-5-1-9), any order</td><td>AED 800</td><td>1 in 833</td></tr>
<tr><td>Any 24</td><td>all different, any order</td><td>AED 400</td><td>1 in 417</td></tr></tbody></table>`;
const PICK4_TABLE_AR = `<table><caption>الجوائز لكل مشاركة بقيمة 2 درهم</caption><thead><tr><th scope="col">نوع اللعب</th><th scope="col">أرقامك الأربعة</th><th scope="col">الجائزة</th><th scope="col">الاحتمال</th></tr></thead><tbody>
<tr><td>مطابق</td><td>بترتيبك</td><td>10,000 درهم</td><td>1 من 10,000</td></tr>
<tr><td>أي 4</td><td>ثلاثة متماثلة (مثل 7-7-7-2) بأي ترتيب</td><td>2,400 درهم</td><td>1 من 2,500</td></tr>
<tr><td>أي 6</td><td>زوجان (مثل 3-3-8-8) بأي ترتيب</td><td>1,600 درهم</td><td>1 من 1,667</td></tr>
<tr><td>أي 12</td><td>زوج واحد (مثل 5-5-1-9) بأي ترتيب</td><td>800 درهم</td><td>1 من 833</td></tr>
<tr><td>أي 24</td><td>كلها مختلفة بأي ترتيب</td><td>400 درهم</td><td>1 من 417</td></tr></tbody></table>`;

/** The Pick 3 and Pick 4 information pages and the grand-prize process. */
export const GAME_INFO_ARTICLES: readonly ArticleInput[] = [
  {
    key: 'pick3-information',
    category: 'game-info',
    lotteryType: 72,
    publishedAt: '2026-01-01T00:00:00Z',
    texts: {
      'en-US': {
        title: 'Pick 3 information',
        description: 'Pick 3 play types, prizes and odds: Exact, Any 3 and Any 6, drawn every day at 21:00.',
        keywords: 'Pick 3, play types, exact, any 3, any 6, prizes, odds',
        brief: '<p>Three digits, three ways to play, a draw every evening at 21:00.</p>',
        whole: `<p>Pick 3 draws three digits from 0 to 9 every day at 21:00 UAE time. Each entry costs AED 2; sales close five minutes before the draw.</p>${PICK3_TABLE_EN}<p>An Any play needs at least two different digits: 4-4-4 can only be played Exact. Easy Pick chooses digits for you, and you can repeat your entry for up to 20 consecutive draws.</p>`,
      },
      'ar-AE': {
        title: 'معلومات اختر 3',
        description: 'أنواع لعب اختر 3 وجوائزها واحتمالاتها: مطابق وأي 3 وأي 6، بسحب يومي الساعة 21:00.',
        keywords: 'اختر 3، أنواع اللعب، مطابق، أي 3، أي 6، الجوائز، الاحتمالات',
        brief: '<p>ثلاثة أرقام وثلاث طرق للعب وسحب كل مساء الساعة 21:00.</p>',
        whole: `<p>يسحب «اختر 3» ثلاثة أرقام من 0 إلى 9 يومياً الساعة 21:00 بتوقيت الإمارات. سعر المشاركة 2 درهم، وتُغلق المبيعات قبل السحب بخمس دقائق.</p>${PICK3_TABLE_AR}<p>يتطلب لعب «أي» رقمين مختلفين على الأقل: لا يمكن لعب 4-4-4 إلا «مطابق». يختار لك الاختيار السريع الأرقام، ويمكنك تكرار مشاركتك حتى 20 سحباً متتالياً.</p>`,
      },
    },
  },
  {
    key: 'pick4-information',
    category: 'game-info',
    lotteryType: 92,
    publishedAt: '2026-01-01T00:00:00Z',
    texts: {
      'en-US': {
        title: 'Pick 4 information',
        description: 'Pick 4 play types, prizes and odds: Exact and Any 4, 6, 12 and 24, drawn every day at 21:00.',
        keywords: 'Pick 4, play types, exact, any 24, prizes, odds',
        brief: '<p>Four digits, up to AED 10,000, a draw every evening at 21:00.</p>',
        whole: `<p>Pick 4 draws four digits from 0 to 9 every day at 21:00 UAE time. Each entry costs AED 2; sales close five minutes before the draw.</p>${PICK4_TABLE_EN}<p>Which Any play you can choose depends on your digits: the slip offers the one that fits them. Four identical digits can only be played Exact.</p>`,
      },
      'ar-AE': {
        title: 'معلومات اختر 4',
        description: 'أنواع لعب اختر 4 وجوائزها واحتمالاتها: مطابق وأي 4 و6 و12 و24، بسحب يومي الساعة 21:00.',
        keywords: 'اختر 4، أنواع اللعب، مطابق، أي 24، الجوائز، الاحتمالات',
        brief: '<p>أربعة أرقام وجوائز حتى 10,000 درهم وسحب كل مساء الساعة 21:00.</p>',
        whole: `<p>يسحب «اختر 4» أربعة أرقام من 0 إلى 9 يومياً الساعة 21:00 بتوقيت الإمارات. سعر المشاركة 2 درهم، وتُغلق المبيعات قبل السحب بخمس دقائق.</p>${PICK4_TABLE_AR}<p>يعتمد نوع «أي» المتاح على أرقامك، وتعرض قسيمة اللعب النوع المناسب لها. لا يمكن لعب أربعة أرقام متماثلة إلا «مطابق».</p>`,
      },
    },
  },
  {
    key: 'grand-prize-process',
    category: 'help',
    publishedAt: '2026-01-01T00:00:00Z',
    texts: {
      'en-US': {
        title: 'How to claim a grand prize',
        description: 'The steps to claim a Lucky Day grand prize: notification, verification, claim and payment.',
        keywords: 'grand prize, claim, Lucky Day, 100 million, winner',
        brief: '<p>Grand prizes are claimed, not credited automatically. Here is what happens after you win.</p>',
        whole: `<ol>
<li><strong>We tell you.</strong> A win notice appears when you next open the site or app, and we send you an e-mail. The prize also shows under Orders, Grand Prize.</li>
<li><strong>Check your identity.</strong> Your account must be verified and your document valid. If it has expired, verify again first.</li>
<li><strong>Claim it.</strong> Open the prize and press Claim before the claim period ends (shown on the prize). An unclaimed grand prize expires.</li>
<li><strong>Meet us.</strong> Our winner team calls you within two business days to arrange the payment and, if you wish, keeps your name private.</li>
<li><strong>Get paid.</strong> The prize is paid to your bank account in your own name after the final checks.</li>
</ol>`,
      },
      'ar-AE': {
        title: 'كيفية المطالبة بالجائزة الكبرى',
        description: 'خطوات المطالبة بجائزة يوم الحظ الكبرى: الإشعار والتحقق والمطالبة والدفع.',
        keywords: 'الجائزة الكبرى، المطالبة، يوم الحظ، 100 مليون، الفائز',
        brief: '<p>يجب المطالبة بالجوائز الكبرى، فهي لا تُضاف تلقائياً. إليك ما يحدث بعد فوزك.</p>',
        whole: `<ol>
<li><strong>نبلغك.</strong> يظهر إشعار الفوز عند فتحك الموقع أو التطبيق في المرة التالية، ونرسل إليك بريداً إلكترونياً. وتظهر الجائزة أيضاً في الطلبات ضمن الجائزة الكبرى.</li>
<li><strong>تحقق من هويتك.</strong> يجب أن يكون حسابك موثقاً ومستندك سارياً، وإن انتهت صلاحيته فتحقق مجدداً أولاً.</li>
<li><strong>طالب بها.</strong> افتح الجائزة واضغط «مطالبة» قبل انتهاء فترة المطالبة الظاهرة عليها، فالجائزة الكبرى غير المطالب بها تنتهي صلاحيتها.</li>
<li><strong>قابلنا.</strong> يتصل بك فريق الفائزين خلال يومي عمل لترتيب الدفع، ويحافظ على سرية اسمك إن رغبت.</li>
<li><strong>استلم جائزتك.</strong> تُدفع الجائزة إلى حسابك المصرفي باسمك بعد التدقيق النهائي.</li>
</ol>`,
      },
    },
  },
];
