import type { ArticleInput } from '../../domains/content/article-store';

type Pair = [en: string, ar: string];
interface Faq {
  key: string;
  title: Pair;
  questions: { q: Pair; a: Pair }[];
}

/** FAQs by category: a category article (parent) and its questions (children, title = question, whole = answer). */
const FAQS: readonly Faq[] = [
  {
    key: 'faq-account',
    title: ['Account and verification', 'الحساب والتحقق'],
    questions: [
      { q: ['Who can open an account?', 'من يمكنه فتح حساب؟'], a: ['<p>Anyone aged 18 or over who is in the UAE and is not restricted from playing. You need an Emirates ID or a passport, a mobile number and an e-mail address.</p>', '<p>كل من بلغ 18 عاماً أو أكثر ويقيم في الإمارات وغير ممنوع من اللعب. تحتاج إلى هوية إماراتية أو جواز سفر ورقم هاتف متحرك وبريد إلكتروني.</p>'] },
      { q: ['Why must I verify my identity?', 'لماذا يجب أن أتحقق من هويتي؟'], a: ['<p>The law requires us to confirm every player\'s age and identity before they deposit or play. Verification takes a few minutes with your document and a selfie.</p>', '<p>يلزمنا القانون بالتأكد من عمر وهوية كل لاعب قبل الإيداع أو اللعب. يستغرق التحقق بضع دقائق باستخدام مستندك وصورة ذاتية.</p>'] },
      { q: ['I forgot my password. What do I do?', 'نسيت كلمة المرور، ماذا أفعل؟'], a: ['<p>Choose "Forgot password" on the login page. We send a code to your verified mobile number or e-mail address, and you choose a new password.</p>', '<p>اختر «نسيت كلمة المرور» في صفحة تسجيل الدخول. نرسل رمزاً إلى رقم هاتفك أو بريدك الإلكتروني الموثق، ثم تختار كلمة مرور جديدة.</p>'] },
    ],
  },
  {
    key: 'faq-payments',
    title: ['Deposits and withdrawals', 'الإيداع والسحب'],
    questions: [
      { q: ['How do I deposit?', 'كيف أودع؟'], a: ['<p>Open Deposit, enter an amount and pay with a debit or credit card in your own name. Your bank may ask you to confirm the payment.</p>', '<p>افتح «إيداع» وأدخل المبلغ وادفع ببطاقة خصم أو ائتمان باسمك. قد يطلب منك مصرفك تأكيد الدفع.</p>'] },
      { q: ['How long does a withdrawal take?', 'كم يستغرق السحب؟'], a: ['<p>Most withdrawals are approved within minutes and reach your bank in one to three business days. A withdrawal under manual review can take up to five business days.</p>', '<p>تتم الموافقة على معظم السحوبات خلال دقائق وتصل إلى مصرفك خلال يوم إلى ثلاثة أيام عمل. قد يستغرق السحب الخاضع لمراجعة يدوية حتى خمسة أيام عمل.</p>'] },
      { q: ['Why is only part of my balance withdrawable?', 'لماذا يمكن سحب جزء من رصيدي فقط؟'], a: ['<p>Winnings can be withdrawn at once. Deposited money must be played first, which protects your account against card fraud.</p>', '<p>يمكن سحب الأرباح فوراً. أما المبالغ المودعة فيجب اللعب بها أولاً، وهذا يحمي حسابك من احتيال البطاقات.</p>'] },
    ],
  },
  {
    key: 'faq-playing',
    title: ['Tickets, draws and prizes', 'التذاكر والسحوبات والجوائز'],
    questions: [
      { q: ['How do I know my ticket was accepted?', 'كيف أعرف أن تذكرتي قُبلت؟'], a: ['<p>You see a confirmation with your order number, and the ticket appears under Orders. Only a confirmed ticket takes part in the draw.</p>', '<p>يظهر لك تأكيد برقم طلبك، وتظهر التذكرة في «الطلبات». لا تشارك في السحب إلا التذكرة المؤكدة.</p>'] },
      { q: ['How are the results drawn?', 'كيف تُسحب النتائج؟'], a: ['<p>By a certified random process. We publish a fingerprint of each draw before sales close and reveal the seed afterwards, so anyone can verify the result on the results page.</p>', '<p>بعملية عشوائية معتمدة. ننشر بصمة كل سحب قبل إغلاق المبيعات ونكشف البذرة بعده، ليتمكن أي شخص من التحقق من النتيجة في صفحة النتائج.</p>'] },
      { q: ['When is my prize paid?', 'متى تُدفع جائزتي؟'], a: ['<p>Prizes are credited to your balance after the draw. A grand prize must be claimed: see how to claim a grand prize.</p>', '<p>تُضاف الجوائز إلى رصيدك بعد السحب. أما الجائزة الكبرى فيجب المطالبة بها: راجع كيفية المطالبة بالجائزة الكبرى.</p>'] },
    ],
  },
  {
    key: 'faq-responsible',
    title: ['Responsible play', 'اللعب المسؤول'],
    questions: [
      { q: ['Can I limit how much I deposit?', 'هل يمكنني تحديد مبلغ إيداعاتي؟'], a: ['<p>Yes. Set a daily, weekly or monthly deposit or wager limit in Play Responsibly. A lower limit applies at once.</p>', '<p>نعم. حدّد حداً يومياً أو أسبوعياً أو شهرياً للإيداع أو الرهان من صفحة اللعب المسؤول. يسري الحد الأقل فوراً.</p>'] },
      { q: ['How do I take a break?', 'كيف آخذ استراحة؟'], a: ['<p>Choose Take a break in Play Responsibly and a period from 24 hours to 6 weeks. You cannot play until it ends, but you can still withdraw.</p>', '<p>اختر «أخذ استراحة» من صفحة اللعب المسؤول ومدة من 24 ساعة إلى 6 أسابيع. لا يمكنك اللعب حتى تنتهي، لكن يمكنك السحب.</p>'] },
    ],
  },
];

/** The FAQ: its category articles, then their questions. */
export function faqArticles(): ArticleInput[] {
  const out: ArticleInput[] = [];
  FAQS.forEach((faq, i) => {
    out.push({
      key: faq.key,
      category: 'faq',
      sortOrder: i + 1,
      publishedAt: '2026-01-01T00:00:00Z',
      texts: {
        'en-US': { title: faq.title[0], brief: '', whole: `<p>${faq.title[0]}</p>` },
        'ar-AE': { title: faq.title[1], brief: '', whole: `<p>${faq.title[1]}</p>` },
      },
    });
    faq.questions.forEach((item, j) => {
      out.push({
        key: `${faq.key}-${j + 1}`,
        category: 'faq',
        parentKey: faq.key,
        sortOrder: j + 1,
        publishedAt: '2026-01-01T00:00:00Z',
        texts: { 'en-US': { title: item.q[0], brief: '', whole: item.a[0] }, 'ar-AE': { title: item.q[1], brief: '', whole: item.a[1] } },
      });
    });
  });
  return out;
}

/** News, newest first by their dates. */
export const NEWS_ARTICLES: readonly ArticleInput[] = [
  {
    key: 'news-lucky-day-winner',
    category: 'news',
    publishedAt: '2026-03-02T09:00:00Z',
    texts: {
      'en-US': {
        title: 'Lucky Day grand prize won in Al Ain',
        description: 'A player from Al Ain matched all six day numbers and the month number.',
        brief: '<p>A player from Al Ain matched all six day numbers and the month number in Saturday\'s draw.</p>',
        whole: '<p>A player from Al Ain matched all six day numbers and the month number in Saturday\'s Lucky Day draw and has claimed the AED 100 million grand prize. The winner asked to stay anonymous.</p><p>"I play the same numbers every week: my family\'s birthdays," the winner told our team. The draw\'s seed and ticket fingerprint are published on the results page for anyone to verify.</p>',
      },
      'ar-AE': {
        title: 'الفوز بجائزة يوم الحظ الكبرى في العين',
        description: 'لاعب من العين طابق أرقام الأيام الستة ورقم الشهر.',
        brief: '<p>طابق لاعب من العين أرقام الأيام الستة ورقم الشهر في سحب السبت.</p>',
        whole: '<p>طابق لاعب من العين أرقام الأيام الستة ورقم الشهر في سحب يوم الحظ يوم السبت، وطالب بالجائزة الكبرى البالغة 100 مليون درهم. وقد طلب الفائز عدم الكشف عن هويته.</p><p>وقال الفائز لفريقنا: «ألعب الأرقام نفسها كل أسبوع: أعياد ميلاد عائلتي». وبذرة السحب وبصمة التذاكر منشورة في صفحة النتائج ليتحقق منها الجميع.</p>',
      },
    },
  },
  {
    key: 'news-pick4-launch',
    category: 'news',
    publishedAt: '2026-02-15T09:00:00Z',
    texts: {
      'en-US': {
        title: 'Pick 4 joins the daily draws',
        description: 'Four digits, five ways to play and prizes up to AED 10,000 every evening.',
        brief: '<p>Four digits, five ways to play and prizes up to AED 10,000, every evening at 21:00.</p>',
        whole: '<p>Pick 4 is now on sale. Choose four digits from 0 to 9 for AED 2 and play them Exact for up to AED 10,000, or in any order with Any 4, 6, 12 or 24. The draw is every evening at 21:00, alongside Pick 3.</p><p>See the Pick 4 information page for every prize and its odds.</p>',
      },
      'ar-AE': {
        title: 'اختر 4 ينضم إلى السحوبات اليومية',
        description: 'أربعة أرقام وخمس طرق للعب وجوائز حتى 10,000 درهم كل مساء.',
        brief: '<p>أربعة أرقام وخمس طرق للعب وجوائز حتى 10,000 درهم، كل مساء الساعة 21:00.</p>',
        whole: '<p>أصبح «اختر 4» متاحاً للبيع. اختر أربعة أرقام من 0 إلى 9 مقابل 2 درهم والعبها «مطابق» لتربح حتى 10,000 درهم، أو بأي ترتيب مع «أي 4» أو 6 أو 12 أو 24. يُجرى السحب كل مساء الساعة 21:00 مع «اختر 3».</p><p>راجع صفحة معلومات اختر 4 لمعرفة كل جائزة واحتمالها.</p>',
      },
    },
  },
  {
    key: 'news-play-responsibly-tools',
    category: 'news',
    publishedAt: '2026-02-01T09:00:00Z',
    texts: {
      'en-US': {
        title: 'New tools to keep play fun',
        description: 'Session time and net position on fast games, and a new self-assessment.',
        brief: '<p>Fast games now show how long you have played and your net position, and a short self-assessment is available.</p>',
        whole: '<p>On games drawn every minute you now see how long you have been playing and how much you have won or lost today, with a reminder every hour. A ten-question self-assessment in Play Responsibly helps you check your habits, and family members can now apply for an exclusion on a player\'s behalf.</p>',
      },
      'ar-AE': {
        title: 'أدوات جديدة لإبقاء اللعب ممتعاً',
        description: 'مدة الجلسة وصافي الربح والخسارة في الألعاب السريعة، وتقييم ذاتي جديد.',
        brief: '<p>تعرض الألعاب السريعة الآن مدة لعبك وصافي ربحك أو خسارتك، وأصبح التقييم الذاتي القصير متاحاً.</p>',
        whole: '<p>في الألعاب التي تُسحب كل دقيقة ترى الآن مدة لعبك ومقدار ما ربحته أو خسرته اليوم، مع تذكير كل ساعة. ويساعدك تقييم ذاتي من عشرة أسئلة في صفحة اللعب المسؤول على مراجعة عاداتك، كما يمكن لأفراد العائلة الآن طلب استبعاد لاعب نيابة عنه.</p>',
      },
    },
  },
  {
    key: 'news-verifiable-draws',
    category: 'news',
    publishedAt: '2026-01-10T09:00:00Z',
    texts: {
      'en-US': {
        title: 'Every draw can now be verified',
        description: 'How the published seed and ticket fingerprint let anyone check a result.',
        brief: '<p>Before each draw we publish its fingerprint; after it, the seed. Anyone can now check a result.</p>',
        whole: '<p>From today every draw can be checked by anyone. Before sales close we publish a fingerprint of the draw\'s secret seed and of all tickets sold. After the draw we reveal the seed: the verifier on the results page recomputes the result from it and confirms that your ticket was in the draw.</p>',
      },
      'ar-AE': {
        title: 'أصبح بالإمكان التحقق من كل سحب',
        description: 'كيف تتيح البذرة المنشورة وبصمة التذاكر لأي شخص التحقق من النتيجة.',
        brief: '<p>قبل كل سحب ننشر بصمته، وبعده البذرة. يمكن لأي شخص الآن التحقق من النتيجة.</p>',
        whole: '<p>اعتباراً من اليوم يمكن لأي شخص التحقق من كل سحب. قبل إغلاق المبيعات ننشر بصمة للبذرة السرية للسحب ولجميع التذاكر المباعة، وبعد السحب نكشف البذرة: فيعيد أداة التحقق في صفحة النتائج حساب النتيجة منها ويؤكد أن تذكرتك كانت ضمن السحب.</p>',
      },
    },
  },
];

/** Help pages: combination (duplex) bets, the instruction video, the app download page, the frame test page. */
export const HELP_ARTICLES: readonly ArticleInput[] = [
  {
    key: 'duplexHelp',
    category: 'help',
    publishedAt: '2026-01-01T00:00:00Z',
    texts: {
      'en-US': {
        title: 'Combination (duplex) bets',
        description: 'How a combination bet turns more numbers into several entries, and what it costs.',
        keywords: 'combination bet, duplex, group play, entries, Quick Five',
        brief: '<p>Pick more numbers than a line needs and play every combination of them at once.</p>',
        whole: `<p>A combination bet (also called a duplex bet) lets you choose more numbers than one line needs. Every combination of your numbers becomes one entry, each priced as a normal line.</p>
<h2>Example: Quick Five Group 3</h2>
<p>A Group 3 line needs 3 numbers. If you choose 5 numbers, the slip makes every group of 3 from them: 10 entries, so the line costs 10 times the price of one entry. Each entry wins on its own when its 3 numbers are drawn.</p>
<table><thead><tr><th scope="col">Numbers chosen</th><th scope="col">Entries in Group 3</th></tr></thead><tbody><tr><td>4</td><td>4</td></tr><tr><td>5</td><td>10</td></tr><tr><td>6</td><td>20</td></tr><tr><td>7</td><td>35</td></tr></tbody></table>
<p>The slip shows the number of entries and the total before you buy. Combinations grow quickly: set a wager limit in Play Responsibly if you want a ceiling.</p>`,
      },
      'ar-AE': {
        title: 'الرهانات المركّبة',
        description: 'كيف يحوّل الرهان المركّب الأرقام الإضافية إلى عدة مشاركات، وكم يكلف.',
        keywords: 'رهان مركّب، لعب المجموعة، مشاركات، كويك فايف',
        brief: '<p>اختر أرقاماً أكثر مما يحتاجه الخط والعب كل تركيباتها دفعة واحدة.</p>',
        whole: `<p>يتيح لك الرهان المركّب اختيار أرقام أكثر مما يحتاجه خط واحد. تصبح كل تركيبة من أرقامك مشاركة مستقلة بسعر الخط العادي.</p>
<h2>مثال: كويك فايف مجموعة 3</h2>
<p>يحتاج خط «مجموعة 3» إلى 3 أرقام. إذا اخترت 5 أرقام، تكوّن القسيمة كل مجموعة من 3 منها: 10 مشاركات، أي أن الخط يكلف 10 أضعاف سعر المشاركة الواحدة. وتربح كل مشاركة بمفردها عندما تُسحب أرقامها الثلاثة.</p>
<table><thead><tr><th scope="col">الأرقام المختارة</th><th scope="col">المشاركات في مجموعة 3</th></tr></thead><tbody><tr><td>4</td><td>4</td></tr><tr><td>5</td><td>10</td></tr><tr><td>6</td><td>20</td></tr><tr><td>7</td><td>35</td></tr></tbody></table>
<p>تعرض القسيمة عدد المشاركات والإجمالي قبل الشراء. تتضاعف التركيبات بسرعة، فحدّد حداً للرهان من صفحة اللعب المسؤول إن أردت سقفاً.</p>`,
      },
    },
  },
  {
    key: 'instruction-video',
    category: 'help',
    publishedAt: '2026-01-01T00:00:00Z',
    texts: {
      'en-US': {
        title: 'Getting started: video guide',
        description: 'A two-minute guide to registering, verifying, depositing and buying your first ticket, with its transcript.',
        keywords: 'video guide, getting started, register, deposit, buy a ticket',
        brief: '<p>Two minutes from registration to your first ticket.</p>',
        whole: `<figure><img src="/assets/content/instruction-video-poster.svg" alt="Getting started: four steps from registration to your first ticket" width="640" height="360" /><figcaption>Getting started in four steps. The transcript below gives every step of the guide.</figcaption></figure>
<h2>Transcript</h2>
<p><strong>0:00</strong> Welcome to the national lottery. In two minutes you will be ready to play.</p>
<p><strong>0:10</strong> Step one: press Register, enter your name as it appears on your Emirates ID or passport, your mobile number and your e-mail, and choose a password.</p>
<p><strong>0:35</strong> Step two: verify your identity. Photograph your document and take a selfie; it takes a few minutes.</p>
<p><strong>1:00</strong> Step three: deposit with a card in your own name. Your bank may ask you to confirm.</p>
<p><strong>1:25</strong> Step four: choose a game, pick your numbers or press Easy Pick, and press Buy. Your ticket appears under Orders.</p>
<p><strong>1:50</strong> Set your limits any time in Play Responsibly. Good luck, and play for fun.</p>`,
      },
      'ar-AE': {
        title: 'البداية: دليل الفيديو',
        description: 'دليل من دقيقتين للتسجيل والتحقق والإيداع وشراء تذكرتك الأولى، مع نصه المكتوب.',
        keywords: 'دليل فيديو، البداية، التسجيل، الإيداع، شراء تذكرة',
        brief: '<p>دقيقتان من التسجيل إلى تذكرتك الأولى.</p>',
        whole: `<figure><img src="/assets/content/instruction-video-poster.svg" alt="البداية: أربع خطوات من التسجيل إلى تذكرتك الأولى" width="640" height="360" /><figcaption>البداية في أربع خطوات. يتضمن النص المكتوب أدناه كل خطوات الدليل.</figcaption></figure>
<h2>النص المكتوب</h2>
<p><strong>0:00</strong> مرحباً بك في اليانصيب الوطني. خلال دقيقتين ستكون جاهزاً للعب.</p>
<p><strong>0:10</strong> الخطوة الأولى: اضغط «تسجيل»، وأدخل اسمك كما يظهر في هويتك الإماراتية أو جواز سفرك ورقم هاتفك وبريدك الإلكتروني، واختر كلمة مرور.</p>
<p><strong>0:35</strong> الخطوة الثانية: تحقق من هويتك. صوّر مستندك والتقط صورة ذاتية، ويستغرق ذلك بضع دقائق.</p>
<p><strong>1:00</strong> الخطوة الثالثة: أودع ببطاقة باسمك، وقد يطلب منك مصرفك التأكيد.</p>
<p><strong>1:25</strong> الخطوة الرابعة: اختر لعبة، وحدد أرقامك أو اضغط «اختيار سريع»، ثم اضغط «شراء». تظهر تذكرتك في «الطلبات».</p>
<p><strong>1:50</strong> حدّد حدودك في أي وقت من صفحة اللعب المسؤول. حظاً سعيداً، والعب للمتعة.</p>`,
      },
    },
  },
  {
    key: 'download-app',
    category: 'app',
    publishedAt: '2026-01-01T00:00:00Z',
    texts: {
      'en-US': {
        title: 'Get the app',
        description: 'Download the national lottery app for Android and iOS: play, check results and manage your limits.',
        keywords: 'download app, Android, iOS, lottery app',
        brief: '<p>Play every game, check results and manage your limits from your phone.</p>',
        whole: `<p>The app has every game of the site, with notifications when results are out and when you win.</p>
<ul><li>Log in with the same account: your balance, orders and limits are shared.</li><li>Face or fingerprint login on supported phones.</li><li>Results and win notices as soon as each draw is made.</li></ul>
<p>Download it only from the official stores. We never send the app by message or e-mail.</p>`,
      },
      'ar-AE': {
        title: 'احصل على التطبيق',
        description: 'نزّل تطبيق اليانصيب الوطني لأندرويد وiOS: العب وتابع النتائج وأدر حدودك.',
        keywords: 'تنزيل التطبيق، أندرويد، iOS، تطبيق اليانصيب',
        brief: '<p>العب كل الألعاب وتابع النتائج وأدر حدودك من هاتفك.</p>',
        whole: `<p>يضم التطبيق كل ألعاب الموقع، مع إشعارات عند صدور النتائج وعند فوزك.</p>
<ul><li>سجّل الدخول بالحساب نفسه: رصيدك وطلباتك وحدودك مشتركة.</li><li>تسجيل الدخول بالوجه أو البصمة على الهواتف المدعومة.</li><li>النتائج وإشعارات الفوز فور إجراء كل سحب.</li></ul>
<p>نزّله من المتاجر الرسمية فقط. لا نرسل التطبيق أبداً عبر الرسائل أو البريد الإلكتروني.</p>`,
      },
    },
  },
  {
    key: 'test-iframe',
    category: 'help',
    publishedAt: '2026-01-01T00:00:00Z',
    texts: {
      'en-US': {
        title: 'Embedding check',
        description: 'A page for partners to check that the site opens inside their frame.',
        keywords: 'embed, iframe, partners',
        brief: '<p>Partners open this page inside their frame to check that embedding works.</p>',
        whole: '<p>This page is for partners who show our site inside their own page or app. If you can read this inside your frame, embedding works: your origin is on our list of allowed frame ancestors.</p><p>If the frame stays blank, ask your account manager to add your site\'s address. Players do not need this page.</p>',
      },
      'ar-AE': {
        title: 'فحص التضمين',
        description: 'صفحة يتحقق بها الشركاء من أن الموقع يُفتح داخل إطارهم.',
        keywords: 'تضمين، إطار، الشركاء',
        brief: '<p>يفتح الشركاء هذه الصفحة داخل إطارهم للتحقق من عمل التضمين.</p>',
        whole: '<p>هذه الصفحة مخصصة للشركاء الذين يعرضون موقعنا داخل صفحتهم أو تطبيقهم. إذا كنت تقرأ هذا داخل إطارك فالتضمين يعمل: موقعك مدرج في قائمة المواقع المسموح لها بتضمين موقعنا.</p><p>إذا بقي الإطار فارغاً، فاطلب من مدير حسابك إضافة عنوان موقعك. لا يحتاج اللاعبون إلى هذه الصفحة.</p>',
      },
    },
  },
];
