<?php
/**
 * The codes Wikimedia's logins ask for, on the en and de test wikis (loaded by
 * TestWikiSettings.php): enrolment in OATHAuth's two-factor codes through the extension's own
 * repository, EmailAuth's EmailAuthRequireToken handler, and the mail catcher that writes every
 * mail a wiki would send to one file the tests read (nothing is ever sent).
 */

use MediaWiki\Extension\OATHAuth\OATHAuthServices;
use MediaWiki\MediaWikiServices;
use MediaWiki\User\User;

class TestWikiLoginCodes {

	/**
	 * Enrols $user in two-factor codes with this base32 secret and these recovery codes, as
	 * Special:OATHManage does once the person has typed a first code from their app (its
	 * TOTPEnableForm calls the same createKey). Replaces an earlier enrolment.
	 */
	public static function enroll( User $user, string $secret, array $recoveryCodes ): void {
		$services = OATHAuthServices::getInstance( MediaWikiServices::getInstance() );
		$repository = $services->getUserRepository();
		$oathUser = $repository->findByUser( $user );
		if ( $oathUser->isTwoFactorAuthEnabled() ) {
			$repository->removeAll( $oathUser, '127.0.0.1', true );
			$oathUser = $repository->findByUser( $user );
		}
		$module = $services->getModuleRegistry()->getModuleByKey( 'totp' );
		$repository->createKey(
			$oathUser,
			$module,
			[ 'secret' => $secret, 'scratch_tokens' => array_values( $recoveryCodes ) ],
			'127.0.0.1'
		);
	}

	/** OATHAuth's tables, from the extension's own SQL (what update.php would run). */
	public static function createTables(): void {
		global $IP;
		$dbw = MediaWikiServices::getInstance()->getConnectionProvider()->getPrimaryDatabase();
		if ( !$dbw->tableExists( 'oathauth_devices', __METHOD__ ) ) {
			$dbw->sourceFile( "$IP/extensions/OATHAuth/sql/sqlite/tables-generated.sql" );
		}
	}

	/**
	 * EmailAuthRequireToken: on Wikimedia a handler (WikimediaEvents) asks for an emailed code
	 * when a login looks suspicious (a new device or address); here it asks one named account,
	 * always, so the tests know when it will.
	 */
	public static function requireToken( string $accountName ): callable {
		return static function ( $user, &$verificationRequired ) use ( $accountName ) {
			if ( $user->getName() === $accountName ) {
				$verificationRequired = true;
			}
		};
	}

	/**
	 * AlternateUserMailer: appends the mail as one JSON line (to, subject, body, time) to $file
	 * (mode 0600: it holds login codes) and stops MediaWiki from sending it.
	 */
	public static function mailCatcher( string $file ): callable {
		return static function ( $headers, $to, $from, $subject, $body ) use ( $file ) {
			$recipients = array_map( 'strval', is_array( $to ) ? $to : [ $to ] );
			$line = json_encode( [
				'to' => $recipients,
				'subject' => (string)$subject,
				'body' => is_array( $body ) ? ( $body['text'] ?? '' ) : (string)$body,
				'time' => gmdate( 'c' ),
			], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n";
			$old = umask( 0077 );
			file_put_contents( $file, $line, FILE_APPEND | LOCK_EX );
			umask( $old );
			return false;
		};
	}
}
