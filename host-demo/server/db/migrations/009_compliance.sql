-- Terms versions and their acceptance (200029, 200022, 200030) and the funds-security
-- declaration (100160, 100161). Published terms are never edited: a change is a new version in a
-- new migration, which every player is then asked to accept.

create table terms_versions (
  id             integer primary key,
  -- 1 terms and conditions (the only type so far).
  version_type   smallint not null,
  -- 1: the dialog has no close button and comes back until accepted.
  force_upgrade  smallint not null default 0 check (force_upgrade in (0, 1)),
  published_at   timestamptz not null
);
create index terms_versions_latest on terms_versions (version_type, id desc);

create table terms_articles (
  id          integer primary key,
  -- 12: the terms-update dialog.
  category    integer not null,
  language    text not null check (language in ('en-US', 'ar-AE')),
  -- 'brief' shows first; 'whole' is the full text the brief view turns into.
  label       text not null check (label in ('brief', 'whole')),
  sort_order  smallint not null,
  title       text not null,
  -- Simple HTML: h3, p, ul, li.
  content     text not null
);
create index terms_articles_by_category on terms_articles (category, language, sort_order);

create table terms_acceptances (
  player_id    bigint not null references players (id),
  version_id   integer not null references terms_versions (id),
  accepted_at  timestamptz not null,
  primary key (player_id, version_id)
);

create table funds_statements (
  player_id               bigint not null references players (id),
  law_statement_type      smallint not null,
  source_of_funds         text not null check (source_of_funds in ('salary', 'business', 'savings', 'investments', 'inheritance', 'other')),
  own_funds               boolean not null check (own_funds),
  not_proceeds_of_crime   boolean not null check (not_proceeds_of_crime),
  agreed_at               timestamptz not null,
  primary key (player_id, law_statement_type)
);

insert into terms_versions (id, version_type, force_upgrade, published_at) values (1, 1, 0, '2026-01-01T00:00:00Z');

insert into terms_articles (id, category, language, label, sort_order, title, content) values
(1, 12, 'en-US', 'brief', 1, 'We have updated our Terms and Conditions',
'<p>We have updated the Terms and Conditions that apply to your account. The main changes are:</p>
<ul>
<li>Your account must be verified (KYC) before you can deposit, withdraw or buy tickets.</li>
<li>Sessions now end after a period of inactivity, and logging in on another device ends your current session.</li>
<li>New responsible-play tools: deposit and wager limits, take a break and self-exclusion.</li>
<li>Unclaimed grand prizes must be claimed within the period stated in the game rules.</li>
</ul>
<p>Please read the full text and accept it to continue playing.</p>'),
(2, 12, 'en-US', 'whole', 2, 'Terms and Conditions',
'<h3>1. About these terms</h3>
<p>These Terms and Conditions form the agreement between you and the National Lottery operator for the use of your player account, our website, our apps and every game offered through them. By accepting them you confirm that you have read and understood them. If you do not agree, please do not use your account.</p>
<h3>2. Who may play</h3>
<p>You must be 18 years of age or older and legally able to enter into a contract. Persons who are restricted from playing by law, by a court decision, by a self-exclusion or by a family exclusion may not open or use an account. Employees of the operator and their immediate families may not play.</p>
<h3>3. Your account</h3>
<p>You may hold only one account. The information you give at registration must be true, complete and kept up to date. The mobile number or e-mail address you verified at registration is your login credential. Keep your password secret; you are responsible for every action taken with your credentials.</p>
<h3>4. Identity verification</h3>
<p>We verify the identity of every player with an Emirates ID (residents) or a passport (visitors). Until your identity is verified you cannot deposit, withdraw or buy tickets. When your document expires you must verify again. We may ask for further documents at any time, and we may suspend an account whose verification fails.</p>
<h3>5. Deposits and withdrawals</h3>
<p>Deposits must come from a payment card or account in your own name. Winnings are paid only to a bank account in your own name. We may hold a withdrawal while we review it; most reviews are automated and take moments, a manual review can take up to five business days. Your balance earns no interest.</p>
<h3>6. Tickets and games</h3>
<p>A ticket is accepted only when you receive its confirmation. Prices, draw schedules, odds and prize tables are published in the rules of each game and form part of these terms. Draw results are produced by a certified random process and published with the means to verify them. Sales may be suspended at any time; a suspended sale is refunded to your account.</p>
<h3>7. Prizes</h3>
<p>Prizes are credited to your account after the draw, except grand prizes, which must be claimed. An unclaimed grand prize expires at the end of the claim period stated in the game rules. Prizes may be subject to checks before they are paid.</p>
<h3>8. Responsible play</h3>
<p>Play for fun and within your means. You can set deposit and wager limits, take a break or exclude yourself at any time. A lower limit applies immediately; a higher limit applies only when the current one ends. During an exclusion you may log in only to withdraw your balance.</p>
<h3>9. Sessions and security</h3>
<p>For your protection a session ends after a period of inactivity, and logging in on another device ends your previous session. Repeated failed logins lock your account for a while. We will never ask for your password or verification codes.</p>
<h3>10. Privacy</h3>
<p>We process your personal data as described in our Privacy Notice, to run your account, to meet our legal duties (including anti-money-laundering checks) and to keep play safe. You may ask for a copy of your data; we reply within about one month.</p>
<h3>11. Closing your account</h3>
<p>You may ask us to delete your account once your balance has been withdrawn or cleared. The account is deleted 30 days after the request unless you withdraw the request in that time. We keep the records the law requires us to keep.</p>
<h3>12. Changes to these terms</h3>
<p>We may change these terms. We will tell you when you next log in and ask you to accept the new version; some changes must be accepted before you can continue to play.</p>
<h3>13. Contact</h3>
<p>For questions, contact customer service through live chat, by e-mail, or on our toll-free hotline 8002365.</p>'),
(3, 12, 'ar-AE', 'brief', 1, 'قمنا بتحديث الشروط والأحكام',
'<p>قمنا بتحديث الشروط والأحكام التي تسري على حسابك. أهم التغييرات:</p>
<ul>
<li>يجب التحقق من هويتك (اعرف عميلك) قبل أن تتمكن من الإيداع أو السحب أو شراء التذاكر.</li>
<li>تنتهي الجلسات الآن بعد فترة من عدم النشاط، وتسجيل الدخول من جهاز آخر ينهي جلستك الحالية.</li>
<li>أدوات جديدة للعب المسؤول: حدود الإيداع والرهان، وأخذ استراحة، والاستبعاد الذاتي.</li>
<li>يجب المطالبة بالجوائز الكبرى غير المطالب بها خلال المدة المحددة في قواعد اللعبة.</li>
</ul>
<p>يرجى قراءة النص الكامل والموافقة عليه لمتابعة اللعب.</p>'),
(4, 12, 'ar-AE', 'whole', 2, 'الشروط والأحكام',
'<h3>1. حول هذه الشروط</h3>
<p>تشكل هذه الشروط والأحكام الاتفاق بينك وبين مشغّل اليانصيب الوطني بشأن استخدام حساب اللاعب الخاص بك وموقعنا وتطبيقاتنا وجميع الألعاب المقدمة من خلالها. بموافقتك عليها تؤكد أنك قرأتها وفهمتها. إذا كنت لا توافق عليها، يرجى عدم استخدام حسابك.</p>
<h3>2. من يحق له اللعب</h3>
<p>يجب أن يكون عمرك 18 عاماً أو أكثر وأن تكون أهلاً قانونياً لإبرام العقود. لا يجوز للأشخاص الممنوعين من اللعب بموجب القانون أو بقرار من المحكمة أو باستبعاد ذاتي أو عائلي فتح حساب أو استخدامه. لا يجوز لموظفي المشغّل وأفراد أسرهم المباشرين اللعب.</p>
<h3>3. حسابك</h3>
<p>يحق لك امتلاك حساب واحد فقط. يجب أن تكون المعلومات التي تقدمها عند التسجيل صحيحة وكاملة ومحدّثة. رقم الهاتف المتحرك أو البريد الإلكتروني الذي تحققت منه عند التسجيل هو بيانات تسجيل دخولك. حافظ على سرية كلمة المرور؛ فأنت مسؤول عن كل إجراء يتم باستخدام بياناتك.</p>
<h3>4. التحقق من الهوية</h3>
<p>نتحقق من هوية كل لاعب باستخدام الهوية الإماراتية (للمقيمين) أو جواز السفر (للزوار). لا يمكنك الإيداع أو السحب أو شراء التذاكر قبل التحقق من هويتك. عند انتهاء صلاحية مستندك يجب عليك التحقق مرة أخرى. يجوز لنا طلب مستندات إضافية في أي وقت، كما يجوز لنا تعليق الحساب الذي يفشل التحقق منه.</p>
<h3>5. الإيداع والسحب</h3>
<p>يجب أن تتم الإيداعات من بطاقة دفع أو حساب باسمك. تُدفع الأرباح فقط إلى حساب مصرفي باسمك. يجوز لنا تعليق عملية سحب أثناء مراجعتها؛ معظم المراجعات آلية وتستغرق لحظات، وقد تستغرق المراجعة اليدوية حتى خمسة أيام عمل. لا يستحق رصيدك أي فوائد.</p>
<h3>6. التذاكر والألعاب</h3>
<p>لا تُقبل التذكرة إلا بعد استلامك تأكيدها. تُنشر الأسعار ومواعيد السحب والاحتمالات وجداول الجوائز في قواعد كل لعبة وتشكل جزءاً من هذه الشروط. تُستخرج نتائج السحب بعملية عشوائية معتمدة وتُنشر مع وسائل التحقق منها. يجوز تعليق المبيعات في أي وقت، ويُعاد مبلغ المبيعات المعلقة إلى حسابك.</p>
<h3>7. الجوائز</h3>
<p>تُضاف الجوائز إلى حسابك بعد السحب، باستثناء الجوائز الكبرى التي يجب المطالبة بها. تنتهي صلاحية الجائزة الكبرى غير المطالب بها في نهاية فترة المطالبة المحددة في قواعد اللعبة. قد تخضع الجوائز لعمليات تدقيق قبل صرفها.</p>
<h3>8. اللعب المسؤول</h3>
<p>العب للمتعة وفي حدود إمكانياتك. يمكنك تحديد حدود للإيداع والرهان أو أخذ استراحة أو استبعاد نفسك في أي وقت. يسري الحد الأدنى فوراً، أما الحد الأعلى فلا يسري إلا بعد انتهاء الحد الحالي. خلال فترة الاستبعاد يمكنك تسجيل الدخول فقط لسحب رصيدك.</p>
<h3>9. الجلسات والأمان</h3>
<p>حرصاً على حمايتك، تنتهي الجلسة بعد فترة من عدم النشاط، وتسجيل الدخول من جهاز آخر ينهي جلستك السابقة. تؤدي محاولات تسجيل الدخول الفاشلة المتكررة إلى قفل حسابك لفترة من الوقت. لن نطلب منك أبداً كلمة المرور أو رموز التحقق.</p>
<h3>10. الخصوصية</h3>
<p>نعالج بياناتك الشخصية كما هو موضح في إشعار الخصوصية، لإدارة حسابك والوفاء بالتزاماتنا القانونية (بما في ذلك فحوصات مكافحة غسل الأموال) والحفاظ على أمان اللعب. يمكنك طلب نسخة من بياناتك، ونرد خلال شهر تقريباً.</p>
<h3>11. إغلاق حسابك</h3>
<p>يمكنك أن تطلب منا حذف حسابك بعد سحب رصيدك أو تصفيته. يُحذف الحساب بعد 30 يوماً من الطلب ما لم تسحب طلبك خلال هذه المدة. نحتفظ بالسجلات التي يلزمنا القانون بالاحتفاظ بها.</p>
<h3>12. التغييرات على هذه الشروط</h3>
<p>يجوز لنا تغيير هذه الشروط. سنبلغك بذلك عند تسجيل دخولك التالي ونطلب منك الموافقة على الإصدار الجديد؛ وبعض التغييرات يجب الموافقة عليها قبل أن تتمكن من متابعة اللعب.</p>
<h3>13. التواصل</h3>
<p>للاستفسارات، تواصل مع خدمة العملاء عبر الدردشة المباشرة أو البريد الإلكتروني أو الخط الساخن المجاني 8002365.</p>');
