<?php
/**
 * Creates the test accounts of one test wiki, in one MediaWiki
 * boot (each maintenance run costs about a second). Run by scripts/test-wiki through
 * maintenance/runScript.php right after install.php:
 *
 *   MW_CONFIG_FILE=.../LocalSettings.php php maintenance/runScript.php setupTestWiki.php \
 *     --main-user Editor --main-password ... --bot-appid notif --bot-password ... \
 *     --other-user Other --other-password ... \
 *     --twofactor-user Twofactor --twofactor-password ... --emailauth-user Mailcode \
 *     --emailauth-password ... <<<'{"secret": "BASE32", "recovery": ["CODE", ...]}'
 *
 * The bot password gets the grants basic and editmyoptions only, as on Wikimedia: enough to
 * read and write options, not editmyprivateinfo, so echopushsubscriptions refuses it.
 * Where OATHAuth is loaded (en, de), its tables are made and the two-factor account is enrolled
 * with the secret and recovery codes read from stdin; the EmailAuth account gets an address
 * (which counts as confirmed here), without which EmailAuth never asks it for a code.
 */

use MediaWiki\MediaWikiServices;

require_once getenv( 'MW_INSTALL_PATH' ) . '/maintenance/Maintenance.php';

class SetupTestWiki extends Maintenance {

	public function __construct() {
		parent::__construct();
		$this->addDescription( 'Create the test accounts and bot password of a test wiki.' );
		$this->addOption( 'main-user', 'Main test account', true, true );
		$this->addOption( 'main-password', 'Its password', true, true );
		$this->addOption( 'bot-appid', 'Bot password app id of the main account', true, true );
		$this->addOption( 'bot-password', 'Bot password, ^[0-9a-w]{32,}$', true, true );
		$this->addOption( 'other-user', 'Second account', true, true );
		$this->addOption( 'other-password', 'Its password', true, true );
		$this->addOption( 'twofactor-user', 'Account enrolled in two-factor codes', true, true );
		$this->addOption( 'twofactor-password', 'Its password', true, true );
		$this->addOption( 'emailauth-user', 'Account EmailAuth asks for a code', true, true );
		$this->addOption( 'emailauth-password', 'Its password', true, true );
	}

	public function execute() {
		$botPassword = $this->getOption( 'bot-password' );
		if ( !preg_match( '/^[0-9a-w]{32,}$/', $botPassword ) ) {
			$this->fatalError( 'The bot password must match ^[0-9a-w]{32,}$.' );
		}

		$main = $this->createAccount( $this->getOption( 'main-user' ), $this->getOption( 'main-password' ) );
		$this->createAccount( $this->getOption( 'other-user' ), $this->getOption( 'other-password' ) );
		$twoFactor = $this->createAccount(
			$this->getOption( 'twofactor-user' ), $this->getOption( 'twofactor-password' )
		);
		$emailAuth = $this->createAccount(
			$this->getOption( 'emailauth-user' ), $this->getOption( 'emailauth-password' )
		);
		$emailAuth->setEmail( strtolower( $emailAuth->getName() ) . '@example.org' );
		$emailAuth->saveSettings();
		if ( ExtensionRegistry::getInstance()->isLoaded( 'OATHAuth' ) ) {
			$input = json_decode( stream_get_contents( $this->getStdin() ), true );
			if ( !is_string( $input['secret'] ?? null ) || !is_array( $input['recovery'] ?? null ) ) {
				$this->fatalError( 'stdin must be {"secret": "BASE32", "recovery": ["CODE", ...]}' );
			}
			TestWikiLoginCodes::createTables();
			TestWikiLoginCodes::enroll( $twoFactor, $input['secret'], $input['recovery'] );
			$this->output( "{$twoFactor->getName()} enrolled in two-factor codes.\n" );
		}

		$bp = BotPassword::newUnsaved( [
			'username' => $main->getName(),
			'appId' => $this->getOption( 'bot-appid' ),
			'grants' => [ 'basic', 'editmyoptions' ],
		] );
		if ( !$bp ) {
			$this->fatalError( 'Invalid bot password app id.' );
		}
		$factory = MediaWikiServices::getInstance()->getPasswordFactory();
		$status = $bp->save( 'insert', $factory->newFromPlaintext( $botPassword ) );
		if ( !$status->isGood() ) {
			$this->fatalError( 'Bot password creation failed: ' . $status->getMessage( false, false, 'en' )->text() );
		}
		$this->output( "Bot password {$main->getName()}@{$this->getOption( 'bot-appid' )} created.\n" );
	}

	private function createAccount( string $name, string $password ): User {
		$services = MediaWikiServices::getInstance();
		$user = $services->getUserFactory()->newFromName( $name );
		if ( !$user ) {
			$this->fatalError( "Invalid user name $name." );
		}
		// Same way as createAndPromote.php: through AuthManager, so its side effects happen,
		// and the password goes through the password policy like a web sign-up.
		$status = $services->getAuthManager()->autoCreateUser(
			$user, MediaWiki\Auth\AuthManager::AUTOCREATE_SOURCE_MAINT, false
		);
		if ( !$status->isGood() ) {
			$this->fatalError( "Could not create $name: " . $status->getMessage( false, false, 'en' )->text() );
		}
		$status = $user->changeAuthenticationData( [
			'username' => $user->getName(),
			'password' => $password,
			'retype' => $password,
		] );
		if ( !$status->isGood() ) {
			$this->fatalError( "Password of $name rejected: " . $status->getMessage( false, false, 'en' )->text() );
		}
		SiteStatsUpdate::factory( [ 'users' => 1 ] )->doUpdate();
		$this->output( "Account $name created.\n" );
		return $user;
	}
}

$maintClass = SetupTestWiki::class;
require_once RUN_MAINTENANCE_IF_MAIN;
