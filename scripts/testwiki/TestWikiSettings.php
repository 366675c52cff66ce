<?php
/**
 * Test fixture settings, included at the end of each test wiki's LocalSettings.php
 * (through the TestWikiLocal.php that scripts/test-wiki writes), after it has set:
 *   $testWikiLang       'en', 'de' or 'fr'
 *   $testWikiDir        this wiki's folder under $TESTWIKI_DIR/wikis
 *   $testWikiSharedFile Echo's shared tables (push subscriptions), one SQLite file for every
 *                       wiki
 *   $testWikiAccountsFile the fixture's central account ids, one SQLite file for every wiki
 *   $testWikiGlobalPreferencesDB the database GlobalPreferences keeps its table in, shared
 *                       by en and de (a link in each one's data folder to the same file)
 *   $testWikiPush       true: push configured as on Wikimedia; false: Echo without a push
 *                       notifier, so the push options are listed but cannot be written
 *   $testWikiGlobalPreferences  whether the real GlobalPreferences extension is loaded
 *   $testWikiPushServiceUrl the push recorder's base URL (scripts/testwiki/push-recorder.py)
 *   $testWikiLoginCodes whether logins ask for the codes Wikimedia's do (OATHAuth, EmailAuth)
 *   $testWikiEmailAuthUser the account EmailAuth asks for an emailed code
 *   $testWikiMailLog    the file every mail is written to instead of being sent
 *
 * The wikis run the real Echo (and Thanks, LoginNotify, DiscussionTools) that Debian's
 * mediawiki package bundles; install.php loads them. This file adds Wikimedia's push
 * configuration, the shared stores, the real GlobalPreferences (scripts/testwiki/vendor/,
 * unpacked into the tree by scripts/test-wiki), and the speed settings of a test fixture.
 */

if ( !defined( 'MEDIAWIKI' ) ) {
	exit( 1 );
}

// ---------------------------------------------------------------------------------------------
// Echo push, configured as Wikimedia does

$wgEchoEnablePush = true;
// Nothing listens here: fr never queues a push (no push notifier, below).
$wgEchoPushServiceBaseUrl = 'http://127.0.0.1:9/v1/message';
if ( $testWikiPush ) {
	// The push recorder that scripts/test-wiki runs (an imitation of the one endpoint of
	// Wikimedia's push service that Echo calls, POST <this>/apns|fcm): it logs every push.
	// Pushes are jobs, sent when a test runs `scripts/test-wiki run-jobs en` (see below).
	$wgEchoPushServiceBaseUrl = $testWikiPushServiceUrl;
	// Without these two Echo lists the push options but refuses every write of them
	// (validationfailed): the third wiki keeps it that way on purpose.
	$wgEchoNotifiers['push'] = [
		MediaWiki\Extension\Notifications\Push\PushNotifier::class, 'notifyWithPush'
	];
	$wgDefaultNotifyTypeAvailability['push'] = true;
}
// Temporary accounts, as on Wikimedia wikis since 2025: an edit without an account creates one
// (`~2026-1`) and logs the editor in to it; MediaWiki refuses to save its preferences, yet Echo
// would subscribe its device. Core's settings (MediaWiki 1.43 MainConfigSchema) spelt out. Each
// wiki numbers its own (`local` serials), so en starts at 1 and de at 500001: one name is one
// person on every wiki here (the central id lookup below goes by name), as CentralAuth's shared
// serials make it on Wikimedia.
if ( $testWikiPush ) {
	$wgAutoCreateTempUser['enabled'] = true;
	$wgAutoCreateTempUser['actions'] = [ 'edit' ];
	$wgAutoCreateTempUser['genPattern'] = '~$1';
	$wgAutoCreateTempUser['matchPattern'] = '~$1';
	$wgAutoCreateTempUser['reservedPattern'] = '~$1';
	$wgAutoCreateTempUser['serialProvider'] = [ 'type' => 'local', 'useYear' => true ];
	$wgAutoCreateTempUser['serialMapping'] = [
		'type' => 'plain-numeric', 'offset' => $testWikiLang === 'de' ? 500000 : 0,
	];
	// Tests make many from one address (core allows 6 a day, each with an anonymous edit, 8 a
	// minute), as they make accounts below.
	$wgTempAccountCreationThrottle = [];
	$wgTempAccountNameAcquisitionThrottle = [];
	unset( $wgRateLimits['edit']['ip'] );
}

// Muted users and muted pages (Special:Mute, action=echomute, the two lists in the
// preferences), as on Wikimedia: Echo's default is off, which leaves both lists out of the
// preferences and ignores them when notifying.
$wgEchoPerUserBlacklist = true;

// Echo's default 0 makes every echopushsubscriptions create fail.
$wgEchoPushMaxSubscriptionsPerUser = 10;
// Registers the mention-failure and mention-success categories.
$wgEchoMentionStatusNotifications = true;
// Registers the emailuser category. No mail leaves the machine: each is written to
// $testWikiMailLog instead (one JSON line: to, subject, body, time), where tests read the codes
// EmailAuth sends.
$wgEnableEmail = true;
$wgEnableUserEmail = true;
$wgSMTP = false;
$wgAutoloadClasses['TestWikiLoginCodes'] = __DIR__ . '/TestWikiLoginCodes.php';
$wgHooks['AlternateUserMailer'][] = TestWikiLoginCodes::mailCatcher( $testWikiMailLog );
// An address given at sign-up (action=createaccount&email=...) counts as confirmed: the
// confirmation link would come by mail, and no mail is ever delivered here. So two test
// accounts can write to each other with action=emailuser (Echo's emailuser notification);
// nothing else in the tests gives an address.
$wgEmailAuthentication = false;

// One store for every wiki, as on Wikimedia (an external cluster holding a shared database):
// push subscriptions and Echo's cross-wiki unread tracking, keyed by the central user id below.
$wgEchoSharedTrackingCluster = 'testwikishared';
$wgEchoSharedTrackingDB = 'testwikishared';
$wgExternalServers['testwikishared'] = [ [
	'type' => 'sqlite',
	'host' => 'localhost',
	'dbname' => 'testwikishared',
	'dbFilePath' => $testWikiSharedFile,
	'user' => '',
	'password' => '',
	'load' => 1,
	// Autocommit. With MediaWiki's default for SQLite, a POST request would hold this file's
	// write lock from its first query to its end, beside its own wiki's: two requests taking the
	// two locks in opposite orders (one in its deferred updates) wait on each other for a minute.
	'flags' => 0,
	'trxMode' => 'DEFERRED',
] ];
$wgTestWikiSharedFile = $testWikiSharedFile;
$wgTestWikiAccountsFile = $testWikiAccountsFile;

$wgAutoloadClasses['TestWikiShared'] = __DIR__ . '/TestWikiShared.php';
$wgAutoloadClasses['TestWikiCentralIdLookup'] = __DIR__ . '/TestWikiCentralIdLookup.php';
$wgAutoloadClasses['TestWikiApiTestPushSubscriptions'] = __DIR__ . '/TestWikiApiTestPushSubscriptions.php';
$wgAutoloadClasses['TestWikiApiTestEchoEvents'] = __DIR__ . '/TestWikiApiTestEchoEvents.php';
$wgAutoloadClasses['TestWikiApiQueryGlobalUsers'] = __DIR__ . '/TestWikiApiQueryGlobalUsers.php';

// Stands in for CentralAuth: one account per name across the wikis (tests create the same
// name and password on each wiki). Echo and GlobalPreferences key their rows by it.
$wgCentralIdLookupProviders['testwiki'] = [ 'class' => TestWikiCentralIdLookup::class ];
$wgCentralIdLookupProvider = 'testwiki';

// CentralAuth's list=globalusers (central ids to names, many in one request), which Wikimedia
// runs, over the central ids above: the mute list stores central ids.
$wgAPIListModules['globalusers'] = TestWikiApiQueryGlobalUsers::class;

// TEST ONLY, not in Echo: lets tests read Echo's real push subscription table back.
$wgAPIModules['testpushsubscriptions'] = TestWikiApiTestPushSubscriptions::class;
// TEST ONLY, not in Echo: lets tests see the events Echo created, also those that leave no web
// notification (LoginNotify's login-success).
$wgAPIModules['testechoevents'] = TestWikiApiTestEchoEvents::class;

// The real GlobalPreferences extension, as every Wikimedia wiki runs it, with one
// global_preferences table for en and de keyed by the central ids above. It opens that
// database through the wiki's own database server: for SQLite a file of that name in the
// wiki's data folder, which scripts/test-wiki links to the shared file. A wiki without it
// (fr) answers meta=globalpreferences with core's "unrecognized" warnings.
if ( $testWikiGlobalPreferences ) {
	wfLoadExtension( 'GlobalPreferences' );
	$wgGlobalPreferencesDB = $testWikiGlobalPreferencesDB;
}

// The codes Wikimedia's logins ask for, on en and de. OATHAuth (MediaWiki's tree): two-factor
// codes for enrolled accounts (scripts/test-wiki enrols `Twofactor`; tests enrol fresh accounts
// with `scripts/test-wiki enroll-2fa`), its defaults kept (10 wrong codes a minute, then
// "oathauth-throttled"). EmailAuth (scripts/testwiki/vendor/): an emailed code, for the one
// account this handler names (on Wikimedia, WikimediaEvents' handler asks when a login looks
// suspicious); every other account logs in as before.
if ( $testWikiLoginCodes ) {
	wfLoadExtension( 'OATHAuth' );
	wfLoadExtension( 'EmailAuth' );
	$wgHooks['EmailAuthRequireToken'][] = TestWikiLoginCodes::requireToken( $testWikiEmailAuthUser );
}

// ---------------------------------------------------------------------------------------------
// Making the wiki fast and predictable under tests

$wgSitename = [ 'de' => 'TestWiki DE', 'fr' => 'TestWiki FR' ][$testWikiLang] ?? 'TestWiki EN';

// No memcached or APCu: sessions go to the SQLite object cache (wikicache.sqlite), which
// every server worker shares, so a login and its csrf token survive across requests.
$wgSessionCacheType = CACHE_DB;
// Nothing else is cached between requests: every read sees what the previous request wrote.
$wgMainCacheType = CACHE_NONE;
$wgMessageCacheType = CACHE_NONE;
$wgParserCacheType = CACHE_NONE;
// Localisation cache as files: no SQLite writes (and locks) on the first request after start.
$wgCacheDirectory = "$testWikiDir/cache";
$wgLocalisationCacheConf['store'] = 'files';
unset( $wgLocalisationCacheConf['storeServer'] );

// nginx in front of the wikis is what Wikimedia's CDN is in front of theirs: the wikis take the
// client's address from the X-Forwarded-For it passes on (never purged: no CDN caches here). A
// test that logs in "from another network" says so in that header, so LoginNotify sees a login
// or a failed login from a device it does not know (login-success, login-fail), exactly as it
// would from a new network behind the CDN. No other test sends the header: for them nothing
// changes (every request still comes from 127.0.0.1, a known device).
$wgCdnServersNoPurge = [ '127.0.0.1' ];

// Tests try wrong passwords on purpose and create many fresh accounts.
$wgPasswordAttemptThrottle = false;
$wgAccountCreationThrottle = [ [ 'count' => 0, 'seconds' => 86400 ] ];
unset( $wgRateLimits['createaccount'] );

// Cheaper key derivation for the secrets a session stores (core: 10001 pbkdf2 rounds, a third
// of every login's time here). Not visible through the API.
$wgSessionPbkdf2Iterations = 10;
// Messages come from the localisation files alone: the fixture has no MediaWiki: pages, and
// without a message cache (above) each request would read that namespace from SQLite again.
$wgUseDatabaseMessages = false;

// Cheaper password hashing (core default: pbkdf2 with 30000 rounds, ~80 ms per sign-up or
// login). Not visible through the API; stored hashes carry their own cost.
$wgPasswordConfig['pbkdf2']['cost'] = '1000';

// Jobs would run inside API requests and add random latency and writes; tests that need
// them (e.g. Echo's pushes) run them with `scripts/test-wiki run-jobs LANG`.
$wgJobRunRate = 0;

$wgEnableUploads = false;
$wgUploadDirectory = "$testWikiDir/images";

$wgShowExceptionDetails = true;
$wgDebugLogGroups['exception'] = "$testWikiDir/exception.log";
$wgDebugLogGroups['error'] = "$testWikiDir/exception.log";

// ---------------------------------------------------------------------------------------------
// TEST-ONLY: accounts whose name starts with "Noprefs" are put in the implicit group
// `noprefs`, which has `editmyoptions` revoked, so action=options refuses them with a real
// `permissiondenied` error. Tests use such accounts to see a write the server rejects, without
// an admin or a global switch that would disturb tests running in parallel.
define( 'TESTWIKI_APCOND_NOPREFS_NAME', 'testwiki-noprefs-name' );
$wgAutopromote['noprefs'] = [ TESTWIKI_APCOND_NOPREFS_NAME ];
$wgRevokePermissions['noprefs']['editmyoptions'] = true;
$wgImplicitGroups[] = 'noprefs';
$wgHooks['AutopromoteCondition'][] = static function ( $type, $args, $user, &$result ) {
	if ( $type === TESTWIKI_APCOND_NOPREFS_NAME ) {
		$result = str_starts_with( $user->getName(), 'Noprefs' );
	}
};
