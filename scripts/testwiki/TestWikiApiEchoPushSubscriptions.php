<?php
/**
 * action=echopushsubscriptions with the contract of Echo's ApiEchoPushSubscriptions,
 * ApiEchoPushSubscriptionsCreate and ApiEchoPushSubscriptionsDelete (written for this
 * fixture, same behaviour): a parent module that checks login and the editmyprivateinfo
 * right, then dispatches to the submodule named by "command". POST with a csrf token;
 * core derives mustBePosted() from needsToken().
 *
 * Errors (code: when):
 *   notloggedin                not logged in
 *   permissiondenied           no editmyprivateinfo (e.g. a bot-password session)
 *   echo-push-topic-required   provider=apns without topic
 *   echo-push-token-exists     the token is stored already, by any account
 *   echo-push-token-not-found  delete matched none of the caller's own tokens
 */

use Wikimedia\ParamValidator\ParamValidator;

class TestWikiApiEchoPushSubscriptions extends ApiBase {

	private const SUBMODULES = [
		'create' => TestWikiApiEchoPushSubscriptionsCreate::class,
		'delete' => TestWikiApiEchoPushSubscriptionsDelete::class,
	];

	/** @var ApiModuleManager|null */
	private $moduleManager;

	public function execute(): void {
		if ( !$this->getUser()->isRegistered() ) {
			$this->dieWithError(
				[ 'apierror-mustbeloggedin', $this->msg( 'action-editmyprivateinfo' ) ],
				'notloggedin'
			);
		}
		$this->checkUserRightsAny( 'editmyprivateinfo' );
		$command = $this->getParameter( 'command' );
		$module = $this->getModuleManager()->getModule( $command, 'command' );
		$module->execute();
		$module->getResult()->addValue( null, $module->getModuleName(), [ 'result' => 'Success' ] );
	}

	public function getModuleManager(): ApiModuleManager {
		if ( !$this->moduleManager ) {
			$this->moduleManager = new ApiModuleManager( $this );
			$specs = [];
			foreach ( self::SUBMODULES as $name => $class ) {
				$specs[$name] = [ 'class' => $class, 'factory' => "$class::factory" ];
			}
			$this->moduleManager->addModules( $specs, 'command' );
		}
		return $this->moduleManager;
	}

	protected function getAllowedParams(): array {
		return [
			'command' => [
				ParamValidator::PARAM_TYPE => 'submodule',
				ParamValidator::PARAM_REQUIRED => true,
			],
		];
	}

	public function isWriteMode(): bool {
		return true;
	}

	public function needsToken(): string {
		return 'csrf';
	}

	public function isInternal(): bool {
		return true;
	}
}

class TestWikiApiEchoPushSubscriptionsCreate extends ApiBase {

	/** fcm: Firebase Cloud Messaging; apns: Apple Push Notification service */
	private const PROVIDERS = [ 'fcm', 'apns' ];

	/** @var ApiBase */
	private $parent;

	public static function factory( ApiBase $parent, string $name ): self {
		$module = new self( $parent->getMain(), $name );
		$module->parent = $parent;
		return $module;
	}

	public function execute(): void {
		$provider = $this->getParameter( 'provider' );
		$token = $this->getParameter( 'providertoken' );
		$topic = null;
		if ( $provider === 'apns' ) {
			$topic = $this->getParameter( 'topic' );
			if ( !$topic ) {
				$this->dieWithError( 'apierror-echo-push-topic-required' );
			}
		}
		$store = TestWikiPushStore::fromConfig();
		if ( !$store->create( $this->getUser()->getName(), $provider, $token, $topic ) ) {
			$this->dieWithError( 'apierror-echo-push-token-exists' );
		}
	}

	public function getParent(): ApiBase {
		return $this->parent;
	}

	protected function getAllowedParams(): array {
		return [
			'provider' => [
				ParamValidator::PARAM_TYPE => self::PROVIDERS,
				ParamValidator::PARAM_REQUIRED => true,
			],
			'providertoken' => [
				ParamValidator::PARAM_TYPE => 'string',
				ParamValidator::PARAM_REQUIRED => true,
			],
			'topic' => [
				ParamValidator::PARAM_TYPE => 'string',
				ParamValidator::PARAM_REQUIRED => false,
			],
		];
	}

	public function isWriteMode(): bool {
		return true;
	}

	public function mustBePosted(): bool {
		return true;
	}

	public function isInternal(): bool {
		return true;
	}
}

class TestWikiApiEchoPushSubscriptionsDelete extends ApiBase {

	/** @var ApiBase */
	private $parent;

	public static function factory( ApiBase $parent, string $name ): self {
		$module = new self( $parent->getMain(), $name );
		$module->parent = $parent;
		return $module;
	}

	public function execute(): void {
		$tokens = $this->getParameter( 'providertoken' );
		if ( !$tokens ) {
			$this->dieWithError( [ 'apierror-paramempty', 'providertoken' ], 'paramempty_providertoken' );
		}
		// Echo lets holders of manage-all-push-subscriptions delete anyone's tokens; no test
		// account has that right, so deletion is always limited to the caller's own tokens.
		$store = TestWikiPushStore::fromConfig();
		if ( $store->delete( $this->getUser()->getName(), $tokens ) === 0 ) {
			$this->dieWithError( 'apierror-echo-push-token-not-found' );
		}
	}

	public function getParent(): ApiBase {
		return $this->parent;
	}

	protected function getAllowedParams(): array {
		return [
			'providertoken' => [
				ParamValidator::PARAM_TYPE => 'string',
				ParamValidator::PARAM_REQUIRED => true,
				ParamValidator::PARAM_ISMULTI => true,
			],
		];
	}

	public function isWriteMode(): bool {
		return true;
	}

	public function mustBePosted(): bool {
		return true;
	}

	public function isInternal(): bool {
		return true;
	}
}
