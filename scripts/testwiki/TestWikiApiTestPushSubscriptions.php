<?php
/**
 * TEST-ONLY module, action=testpushsubscriptions. Echo has NO such module: a client must
 * never rely on it. It lets tests read back what the push store holds:
 *
 *   GET api.php?action=testpushsubscriptions[&user=NAME]&format=json&formatversion=2
 *   {"testpushsubscriptions":{"user":"Editor","subscriptions":[
 *       {"provider":"apns","token":"...","topic":"..."}, ...]}}   (oldest first)
 *
 * Without user= it reports the logged-in user (anonymous: error notloggedin).
 */

use Wikimedia\ParamValidator\ParamValidator;

class TestWikiApiTestPushSubscriptions extends ApiBase {

	public function execute(): void {
		$name = $this->getParameter( 'user' );
		if ( $name === null || $name === '' ) {
			if ( !$this->getUser()->isRegistered() ) {
				$this->dieWithError( 'apierror-mustbeloggedin-generic', 'notloggedin' );
			}
			$name = $this->getUser()->getName();
		} else {
			// Same canonical form the store is keyed by (first letter upper case, spaces).
			$user = User::newFromName( $name );
			if ( !$user ) {
				$this->dieWithError( [ 'apierror-baduser', 'user', wfEscapeWikiText( $name ) ], 'baduser' );
			}
			$name = $user->getName();
		}
		$subscriptions = [];
		foreach ( TestWikiPushStore::fromConfig()->listForUser( $name ) as $row ) {
			$subscriptions[] = [
				'provider' => $row['provider'],
				'token' => $row['token'],
				'topic' => $row['topic'],
			];
		}
		$result = $this->getResult();
		ApiResult::setIndexedTagName( $subscriptions, 'subscription' );
		$result->addValue( null, $this->getModuleName(), [
			'user' => $name,
			'subscriptions' => $subscriptions,
		] );
	}

	protected function getAllowedParams(): array {
		return [
			'user' => [
				ParamValidator::PARAM_TYPE => 'string',
				ParamValidator::PARAM_REQUIRED => false,
			],
		];
	}

	public function isInternal(): bool {
		return true;
	}
}
