<?php
/**
 * Test fixture settings, included at the end of each test wiki's LocalSettings.php
 * (through the TestWikiLocal.php that scripts/test-wiki writes), after it has set:
 *   $testWikiLang   'en' or 'de'
 *   $testWikiDir    this wiki's folder under $TESTWIKI_DIR/wikis
 *   $testWikiPushDb the push subscription store shared by both wikis
 *
 * It makes a plain MediaWiki 1.39 look like a Wikipedia with Echo push enabled, as far as
 * the notification settings client can tell: the same option names, kinds and defaults, and
 * an action=echopushsubscriptions with Echo's contract. Echo itself is not installed (Debian
 * does not ship it); see /work/shared/spec/mediawiki-api-notes.md for the contract.
 */

if ( !defined( 'MEDIAWIKI' ) ) {
	exit( 1 );
}

// ---------------------------------------------------------------------------------------------
// Echo's notification categories and the push preference matrix

/**
 * The categories in the order of the spec, with Echo's push default when push is enabled.
 * A real wiki may lack some of them (config flags, LoginNotify, email); this fixture offers
 * all 16 so the client sees the full set.
 */
$testWikiEchoCategories = [
	'edit-user-talk' => true,
	'edit-thank' => true,
	'dt-subscription' => true,
	'cx' => true,
	'mention' => true,
	'mention-failure' => false,
	'mention-success' => false,
	'article-linked' => false,
	'wikibase-action' => true,
	'login-fail' => true,
	'login-success' => true,
	'page-review' => true,
	'user-rights' => true,
	'reverted' => true,
	'emailuser' => true,
	'thank-you-edit' => true,
];

foreach ( $testWikiEchoCategories as $testWikiCategory => $testWikiPushDefault ) {
	$wgDefaultUserOptions["echo-subscriptions-push-$testWikiCategory"] = $testWikiPushDefault;
	// Web and email defaults only add the noise a real wiki has (the client must ignore
	// them); they are an approximation and not part of the contract.
	$wgDefaultUserOptions["echo-subscriptions-web-$testWikiCategory"] = true;
	$wgDefaultUserOptions["echo-subscriptions-email-$testWikiCategory"] = false;
}
unset( $testWikiCategory, $testWikiPushDefault );

/**
 * Registered the way Echo does it: one HTMLCheckMatrix preference whose cells are stored as
 * separate options "echo-subscriptions-<column>-<row>". That makes core classify
 * echo-subscriptions-push-<category> as kind 'registered-checkmatrix', so action=options
 * casts a written value with (bool) ("false" is true) and warns about unknown names.
 */
$wgHooks['GetPreferences'][] = static function ( $user, array &$preferences ) use ( $testWikiEchoCategories ) {
	$rows = [];
	foreach ( array_keys( $testWikiEchoCategories ) as $category ) {
		$rows[htmlspecialchars( $category )] = $category;
	}
	$preferences['echo-subscriptions'] = [
		'class' => HTMLCheckMatrix::class,
		'section' => 'echo/echosubscriptions',
		'rows' => $rows,
		'columns' => [ 'Web' => 'web', 'Email' => 'email', 'Push' => 'push' ],
		'prefix' => 'echo-subscriptions-',
	];
};

// ---------------------------------------------------------------------------------------------
// Push subscriptions: Echo's API module and a read-back module for tests

$wgAutoloadClasses['TestWikiPushStore'] = __DIR__ . '/TestWikiPushStore.php';
$wgAutoloadClasses['TestWikiApiEchoPushSubscriptions'] = __DIR__ . '/TestWikiApiEchoPushSubscriptions.php';
$wgAutoloadClasses['TestWikiApiEchoPushSubscriptionsCreate'] = __DIR__ . '/TestWikiApiEchoPushSubscriptions.php';
$wgAutoloadClasses['TestWikiApiEchoPushSubscriptionsDelete'] = __DIR__ . '/TestWikiApiEchoPushSubscriptions.php';
$wgAutoloadClasses['TestWikiApiTestPushSubscriptions'] = __DIR__ . '/TestWikiApiTestPushSubscriptions.php';
$wgMessagesDirs['TestWiki'] = __DIR__ . '/i18n';

$wgAPIModules['echopushsubscriptions'] = TestWikiApiEchoPushSubscriptions::class;
// TEST-ONLY: Echo has no such module. It lets tests read back what the server stored.
$wgAPIModules['testpushsubscriptions'] = TestWikiApiTestPushSubscriptions::class;

/** One SQLite file for both wikis: on Wikimedia the subscriptions are global per account. */
$wgTestWikiPushDb = $testWikiPushDb;
/** Echo's $wgEchoPushMaxSubscriptionsPerUser (10 on Wikimedia's beta cluster). */
$wgTestWikiPushMaxSubscriptionsPerUser = 10;

// ---------------------------------------------------------------------------------------------
// Making the wiki fast and predictable under tests

$wgSitename = $testWikiLang === 'de' ? 'TestWiki DE' : 'TestWiki EN';

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

// Tests try wrong passwords on purpose and create many fresh accounts.
$wgPasswordAttemptThrottle = false;
$wgAccountCreationThrottle = [ [ 'count' => 0, 'seconds' => 86400 ] ];
unset( $wgRateLimits['createaccount'] );

// Cheaper password hashing (core default: pbkdf2 with 30000 rounds, ~80 ms per sign-up or
// login). Not visible through the API; stored hashes carry their own cost.
$wgPasswordConfig['pbkdf2']['cost'] = '1000';

// Jobs would run inside API requests and add random latency and writes.
$wgJobRunRate = 0;

$wgEnableUploads = false;
$wgUploadDirectory = "$testWikiDir/images";
$wgEnableEmail = false;
$wgEnableUserEmail = false;

$wgShowExceptionDetails = true;
$wgDebugLogGroups['exception'] = "$testWikiDir/exception.log";
$wgDebugLogGroups['error'] = "$testWikiDir/exception.log";

// ---------------------------------------------------------------------------------------------
// TEST-ONLY: accounts whose name starts with "Noprefs" lack `editmyoptions`, so action=options
// refuses them with a real `permissiondenied` error. Tests use such accounts to see a write the
// server rejects (the client must roll the toggles back), without an admin or a global switch
// that would disturb tests running in parallel.
$wgHooks['UserGetRights'][] = static function ( $user, array &$rights ) {
	if ( str_starts_with( $user->getName(), 'Noprefs' ) ) {
		$rights = array_values( array_diff( $rights, [ 'editmyoptions' ] ) );
	}
};
