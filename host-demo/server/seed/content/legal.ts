import type { ArticleInput } from '../../domains/content/article-store';

/** Terms and conditions, privacy notice and about us (SPEC §2 /Terms-and-Conditions, /Privacy-Notice, /About-Us). */
export const LEGAL_ARTICLES: readonly ArticleInput[] = [
  {
    key: 'Terms-and-Conditions',
    category: 'terms',
    publishedAt: '2026-01-01T00:00:00Z',
    texts: {
      'en-US': {
        title: 'Terms and Conditions',
        description: 'The terms that apply to your player account, deposits, withdrawals, tickets and prizes.',
        keywords: 'terms and conditions, player account, lottery rules, prizes, withdrawals',
        brief: '<p>The agreement between you and the National Lottery operator: who may play, your account, payments, tickets, prizes and responsible play.</p>',
        whole: `<h2>1. About these terms</h2>
<p>These Terms and Conditions form the agreement between you and the National Lottery operator for the use of your player account, our website, our apps and every game offered through them. By opening an account you confirm that you have read and accepted them.</p>
<h2>2. Who may play</h2>
<p>You must be 18 years of age or older and legally able to enter into a contract. Persons restricted from playing by law, by a court decision, by a self-exclusion or by a family exclusion may not open or use an account. Employees of the operator and their immediate families may not play.</p>
<h2>3. Your account</h2>
<p>You may hold only one account. The information you give at registration must be true and kept up to date, and the mobile number or e-mail address you verified is your login. Keep your password secret: you are responsible for every action taken with your credentials.</p>
<h2>4. Identity verification</h2>
<p>We verify every player with an Emirates ID (residents) or a passport (visitors). Until your identity is verified you cannot deposit, withdraw or buy tickets. When your document expires you must verify again.</p>
<h2>5. Deposits and withdrawals</h2>
<p>Deposits must come from a payment card in your own name, and winnings are paid only to a bank account in your own name. A withdrawal may be held while we review it; a manual review can take up to five business days.</p>
<h2>6. Tickets, draws and prizes</h2>
<p>A ticket is accepted only when you receive its confirmation. Prices, draw schedules, odds and prize tables are published in each game's rules and form part of these terms. Prizes are credited after the draw, except grand prizes, which must be claimed within the claim period.</p>
<h2>7. Responsible play</h2>
<p>You can set deposit and wager limits, take a break or exclude yourself at any time from Play Responsibly. A lower limit applies immediately; a higher one only when the current one ends.</p>
<h2>8. Contact</h2>
<p>For questions, contact customer service through live chat, by e-mail, or on our toll-free hotline <a href="tel:8002365">8002365</a>.</p>`,
      },
      'ar-AE': {
        title: 'الشروط والأحكام',
        description: 'الشروط التي تسري على حساب اللاعب والإيداع والسحب والتذاكر والجوائز.',
        keywords: 'الشروط والأحكام، حساب اللاعب، قواعد اليانصيب، الجوائز، السحب',
        brief: '<p>الاتفاق بينك وبين مشغّل اليانصيب الوطني: من يحق له اللعب، وحسابك، والمدفوعات، والتذاكر، والجوائز، واللعب المسؤول.</p>',
        whole: `<h2>1. حول هذه الشروط</h2>
<p>تشكل هذه الشروط والأحكام الاتفاق بينك وبين مشغّل اليانصيب الوطني بشأن استخدام حساب اللاعب الخاص بك وموقعنا وتطبيقاتنا وجميع الألعاب المقدمة من خلالها. بفتحك حساباً تؤكد أنك قرأتها ووافقت عليها.</p>
<h2>2. من يحق له اللعب</h2>
<p>يجب أن يكون عمرك 18 عاماً أو أكثر وأن تكون أهلاً قانونياً لإبرام العقود. لا يجوز للأشخاص الممنوعين من اللعب بموجب القانون أو بقرار من المحكمة أو باستبعاد ذاتي أو عائلي فتح حساب أو استخدامه. لا يجوز لموظفي المشغّل وأفراد أسرهم المباشرين اللعب.</p>
<h2>3. حسابك</h2>
<p>يحق لك امتلاك حساب واحد فقط. يجب أن تكون المعلومات التي تقدمها عند التسجيل صحيحة ومحدّثة، ورقم الهاتف أو البريد الإلكتروني الذي تحققت منه هو بيانات دخولك. حافظ على سرية كلمة المرور، فأنت مسؤول عن كل إجراء يتم باستخدام بياناتك.</p>
<h2>4. التحقق من الهوية</h2>
<p>نتحقق من هوية كل لاعب بالهوية الإماراتية (للمقيمين) أو بجواز السفر (للزوار). لا يمكنك الإيداع أو السحب أو شراء التذاكر قبل التحقق من هويتك، وعند انتهاء صلاحية مستندك يجب التحقق مجدداً.</p>
<h2>5. الإيداع والسحب</h2>
<p>يجب أن تتم الإيداعات من بطاقة دفع باسمك، وتُدفع الأرباح فقط إلى حساب مصرفي باسمك. قد نعلّق عملية سحب أثناء مراجعتها، وقد تستغرق المراجعة اليدوية حتى خمسة أيام عمل.</p>
<h2>6. التذاكر والسحوبات والجوائز</h2>
<p>لا تُقبل التذكرة إلا بعد استلامك تأكيدها. تُنشر الأسعار ومواعيد السحب والاحتمالات وجداول الجوائز في قواعد كل لعبة وتشكل جزءاً من هذه الشروط. تُضاف الجوائز بعد السحب، باستثناء الجوائز الكبرى التي يجب المطالبة بها خلال فترة المطالبة.</p>
<h2>7. اللعب المسؤول</h2>
<p>يمكنك في أي وقت تحديد حدود للإيداع والرهان أو أخذ استراحة أو استبعاد نفسك من صفحة اللعب المسؤول. يسري الحد الأدنى فوراً، أما الحد الأعلى فلا يسري إلا بعد انتهاء الحد الحالي.</p>
<h2>8. التواصل</h2>
<p>للاستفسارات، تواصل مع خدمة العملاء عبر الدردشة المباشرة أو البريد الإلكتروني أو الخط المجاني <a href="tel:8002365">8002365</a>.</p>`,
      },
    },
  },
  {
    key: 'Privacy-Notice',
    category: 'privacy',
    publishedAt: '2026-01-01T00:00:00Z',
    texts: {
      'en-US': {
        title: 'Privacy Notice',
        description: 'What personal data we collect, why we process it, how long we keep it and your rights.',
        keywords: 'privacy notice, personal data, data protection, cookies, your rights',
        brief: '<p>How we collect, use, share and protect your personal data, and how to exercise your rights.</p>',
        whole: `<h2>What we collect</h2>
<ul>
<li>Identity: your name, date of birth, nationality and the number and photo of your Emirates ID or passport.</li>
<li>Contact: your mobile number, e-mail address and home address.</li>
<li>Account activity: deposits, withdrawals, tickets, prizes, limits and exclusions.</li>
<li>Technical data: your device, browser, IP address and, when you play, your location to confirm you are in the UAE.</li>
</ul>
<h2>Why we process it</h2>
<p>To run your account and pay your prizes; to meet our legal duties, including age and identity checks, anti-money-laundering checks and responsible-play obligations; and to keep our games fair and secure. We do not sell your data.</p>
<h2>Who we share it with</h2>
<p>Our identity-verification, payment and messaging providers, only as far as each needs to do its work, and the authorities when the law requires it.</p>
<h2>How long we keep it</h2>
<p>For as long as your account is open, and afterwards for the period the law requires us to keep financial and verification records.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your data, ask us to correct it, or object to a use of it. Write to our data protection officer through customer service; we reply within one month.</p>
<h2>Cookies</h2>
<p>We use cookies needed for the site to work, such as keeping you logged in. With your consent we also use cookies that measure how the site is used.</p>`,
      },
      'ar-AE': {
        title: 'إشعار الخصوصية',
        description: 'البيانات الشخصية التي نجمعها، وسبب معالجتها، ومدة الاحتفاظ بها، وحقوقك.',
        keywords: 'إشعار الخصوصية، البيانات الشخصية، حماية البيانات، ملفات تعريف الارتباط، حقوقك',
        brief: '<p>كيف نجمع بياناتك الشخصية ونستخدمها ونشاركها ونحميها، وكيف تمارس حقوقك.</p>',
        whole: `<h2>ما نجمعه</h2>
<ul>
<li>الهوية: اسمك وتاريخ ميلادك وجنسيتك ورقم وصورة هويتك الإماراتية أو جواز سفرك.</li>
<li>التواصل: رقم هاتفك المتحرك وبريدك الإلكتروني وعنوان سكنك.</li>
<li>نشاط الحساب: الإيداعات والسحوبات والتذاكر والجوائز والحدود والاستبعادات.</li>
<li>البيانات التقنية: جهازك ومتصفحك وعنوان IP، وموقعك عند اللعب للتأكد من وجودك في الإمارات.</li>
</ul>
<h2>لماذا نعالجها</h2>
<p>لإدارة حسابك ودفع جوائزك، وللوفاء بالتزاماتنا القانونية بما فيها التحقق من العمر والهوية وفحوصات مكافحة غسل الأموال والتزامات اللعب المسؤول، وللحفاظ على نزاهة ألعابنا وأمانها. نحن لا نبيع بياناتك.</p>
<h2>مع من نشاركها</h2>
<p>مع مزودي خدمات التحقق من الهوية والدفع والمراسلة، وبالقدر الذي يحتاجه كل منهم لأداء عمله فقط، ومع الجهات الرسمية عندما يقتضي القانون ذلك.</p>
<h2>مدة الاحتفاظ بها</h2>
<p>طوال مدة فتح حسابك، وبعد ذلك للمدة التي يلزمنا القانون فيها بالاحتفاظ بالسجلات المالية وسجلات التحقق.</p>
<h2>حقوقك</h2>
<p>يمكنك طلب نسخة من بياناتك أو تصحيحها أو الاعتراض على استخدام معين لها. راسل مسؤول حماية البيانات لدينا عبر خدمة العملاء، ونرد خلال شهر واحد.</p>
<h2>ملفات تعريف الارتباط</h2>
<p>نستخدم ملفات تعريف الارتباط اللازمة لعمل الموقع، مثل إبقائك مسجلاً للدخول، ونستخدم بموافقتك ملفات تقيس كيفية استخدام الموقع.</p>`,
      },
    },
  },
  {
    key: 'About-Us',
    category: 'about',
    publishedAt: '2026-01-01T00:00:00Z',
    texts: {
      'en-US': {
        title: 'About Us',
        description: 'The licensed national lottery of the UAE: who we are, how our draws are run and where the proceeds go.',
        keywords: 'about us, national lottery, licensed operator, UAE lottery, fair draws',
        brief: '<p>The licensed national lottery of the United Arab Emirates.</p>',
        whole: `<p>We are the licensed operator of the national lottery of the United Arab Emirates. We offer weekly and daily draws, instant scratch cards and fast games, online and in our app, to adults in the UAE.</p>
<h2>Fair by design</h2>
<p>Every draw result comes from a certified random process. Before sales close we publish a fingerprint of the draw's secret seed and of every ticket sold; after the draw we reveal the seed, so anyone can check the result and that their ticket was in the draw.</p>
<h2>Responsible by default</h2>
<p>Every player's identity and age are verified. Limits, breaks and self-exclusion are one tap away, and we watch for signs of harmful play.</p>
<h2>Good causes</h2>
<p>A share of every ticket supports community programmes in education, health and sport across the Emirates.</p>`,
      },
      'ar-AE': {
        title: 'من نحن',
        description: 'اليانصيب الوطني المرخّص في الإمارات: من نحن، وكيف تُجرى سحوباتنا، وإلى أين تذهب العائدات.',
        keywords: 'من نحن، اليانصيب الوطني، مشغّل مرخّص، يانصيب الإمارات، سحوبات نزيهة',
        brief: '<p>اليانصيب الوطني المرخّص في دولة الإمارات العربية المتحدة.</p>',
        whole: `<p>نحن المشغّل المرخّص لليانصيب الوطني في دولة الإمارات العربية المتحدة. نقدّم سحوبات أسبوعية ويومية وبطاقات خدش فورية وألعاباً سريعة، عبر الإنترنت وفي تطبيقنا، للبالغين في الدولة.</p>
<h2>النزاهة في التصميم</h2>
<p>تُستخرج نتيجة كل سحب بعملية عشوائية معتمدة. قبل إغلاق المبيعات ننشر بصمة للبذرة السرية للسحب ولكل تذكرة مباعة، وبعد السحب نكشف البذرة، ليتمكن أي شخص من التحقق من النتيجة ومن أن تذكرته كانت ضمن السحب.</p>
<h2>المسؤولية أولاً</h2>
<p>نتحقق من هوية وعمر كل لاعب. الحدود والاستراحات والاستبعاد الذاتي على بُعد نقرة واحدة، ونراقب مؤشرات اللعب الضار.</p>
<h2>قضايا الخير</h2>
<p>تدعم حصة من كل تذكرة برامج مجتمعية في التعليم والصحة والرياضة في أنحاء الإمارات.</p>`,
      },
    },
  },
];
